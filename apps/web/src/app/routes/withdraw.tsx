/** Issue 9: being built (helpers replace this file). */
export function WithdrawRoute() {
  return null;
}
