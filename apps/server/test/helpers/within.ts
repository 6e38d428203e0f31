/** Polls until `check` holds (every `everyMs`); fails after `ms`. Returns how long it took. */
export async function within(
  ms: number,
  check: () => boolean | Promise<boolean>,
  everyMs = 10,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return Date.now() - started;
}
