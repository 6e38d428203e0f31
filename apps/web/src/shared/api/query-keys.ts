/**
 * Query keys whose data belongs to one signed-in member. Signing in or out drops them, so nothing
 * of the previous member (or a visitor's empty state) is ever shown to the next one.
 * `['games', 'member']` holds favourites and recent games (features/games/api/keys.ts),
 * `['lottery', 'member']` the lottery's orders (features/lottery/api/keys.ts).
 */
export const memberScopedKeys = [
  ['member'],
  ['wallet'],
  ['games', 'member'],
  ['lottery', 'member'],
  ['originals', 'member'],
  ['crash', 'member'],
] as const;
