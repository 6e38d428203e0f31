/**
 * Query keys of the crash slice. `['crash', 'member']` (the caller's bets) belongs to the
 * signed-in member; the rest (rounds) is the same for everyone.
 */
export const crashKeys = {
  all: ['crash'] as const,
  verify: (roundNo: number) => ['crash', 'verify', roundNo] as const,
  member: ['crash', 'member'] as const,
  bets: ['crash', 'member', 'bets'] as const,
};
