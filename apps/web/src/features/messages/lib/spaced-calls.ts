/**
 * Runs calls one after another, each at least `gapMs` after the previous one started (spec 7:
 * mark read is "throttled 150 ms"). Unlike a throttle that drops calls, every call runs: marking
 * two announcements read in a row marks both.
 */
export function spacedCalls(gapMs: number) {
  let nextAt = 0;
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + gapMs;
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => void fn().then(resolve, reject), at - now);
    });
  };
}
