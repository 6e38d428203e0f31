/** Issue 9: being built (helpers replace this file). */
export function DepositRoute() {
  return null;
}
