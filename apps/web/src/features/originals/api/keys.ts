/**
 * Query keys of the in-house games (issue 23). `['originals', 'member']` (the member's seeds) is
 * dropped on sign-in and sign-out (shared/api/query-keys.ts); a round is public.
 */
export const originalsKeys = {
  member: ['originals', 'member'] as const,
  seeds: ['originals', 'member', 'seeds'] as const,
  round: (ref: string) => ['originals', 'round', ref] as const,
};
