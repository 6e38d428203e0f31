/**
 * The crash game's arithmetic (issue 23), shared by the server (which plays it), the web app (which
 * draws the curve and verifies rounds) and anyone checking a round by hand (README "Crash").
 *
 * Bust point: f is the float of HMAC-SHA256(key = the round's seed, message = `crash:<roundNo>`)
 * (its first 4 bytes, sum of byte_i / 256^(i+1), as every provably fair game here), and
 *
 *   bust = min(CRASH_MAX_BUST_X100, max(100, floor(99 / (1 - f)))) / 100
 *
 * so P(bust >= x) = 0.99 / x for 1 < x <= 10,000: whatever the cash-out target, a bet returns 99%
 * (a 1% house edge); about 2% of rounds bust at 1.00x at once.
 *
 * Curve: the multiplier t milliseconds after the round starts is floor(100 * e^(0.00006 t)) / 100
 * (e^(0.06 t) per second: 2x after 11.6 s, 10x after 38.4 s); the round busts at the first
 * millisecond the curve reaches its bust point.
 */

/** Multipliers travel as integer hundredths (1.00x is 100). */
export const CRASH_MAX_BUST_X100 = 1_000_000;
/**
 * The curve's rate per millisecond: m(t) = e^(rate * t). Each round carries its own (a demo server
 * may run faster rounds for its tests); this one unless the operator set another.
 */
export const CRASH_CURVE_RATE_PER_MS = 0.00006;

export const CRASH_LIMITS = {
  minStakeMinor: 10,
  maxStakeMinor: 1_000_000,
  /** A bet's win is at most this (max win per round): stake x multiplier is cut to it. */
  maxWinMinor: 10_000_000,
  minAutoCashoutX100: 101,
  maxAutoCashoutX100: CRASH_MAX_BUST_X100,
} as const;

/** The bust point (hundredths) of a round whose HMAC float is `f` (0 <= f < 1). */
export function crashBustX100(f: number): number {
  const raw = Math.floor(99 / (1 - f));
  return Math.min(CRASH_MAX_BUST_X100, Math.max(100, raw));
}

/** The float in [0, 1) of an HMAC's first 4 bytes. */
export function floatOfBytes(bytes: ArrayLike<number>): number {
  let float = 0;
  for (let i = 0; i < 4; i++) float += bytes[i]! / 256 ** (i + 1);
  return float;
}

/** The HMAC message of a round: `crash:<roundNo>`. */
export const crashMessage = (roundNo: number) => `crash:${roundNo}`;

/** The multiplier (hundredths) `elapsedMs` after the start; 100 before it. */
export function crashMultiplierX100(elapsedMs: number, rate = CRASH_CURVE_RATE_PER_MS): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(rate * elapsedMs) + 1e-9);
}

/** Milliseconds from the start until the curve reaches `bustX100` (the first whole ms it does). */
export function crashDurationMs(bustX100: number, rate = CRASH_CURVE_RATE_PER_MS): number {
  if (bustX100 <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(bustX100 / 100) / rate) - 1);
  while (crashMultiplierX100(ms, rate) < bustX100) ms++;
  return ms;
}

/** What a cash-out at `x100` pays for `stakeMinor`: floored to a minor unit, capped. */
export const crashWinMinor = (stakeMinor: number, x100: number) =>
  Math.min(CRASH_LIMITS.maxWinMinor, Math.floor((stakeMinor * x100) / 100));
