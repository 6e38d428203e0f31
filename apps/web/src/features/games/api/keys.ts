/**
 * Query keys of the games slice. Everything under `['games', 'member']` belongs to one signed-in
 * member (favourites, recent) and is dropped on sign-in and sign-out (shared/api/query-keys.ts).
 */
export const gamesKeys = {
  all: ['games'] as const,
  catalogue: ['games', 'catalogue'] as const,
  member: ['games', 'member'] as const,
};
