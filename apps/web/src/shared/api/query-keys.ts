/**
 * Query keys whose data belongs to one signed-in member. Signing in or out drops them, so nothing
 * of the previous member (or a visitor's empty state) is ever shown to the next one.
 * `['games', 'member']` holds favourites and recent games (features/games/api/keys.ts).
 */
export const memberScopedKeys = [['member'], ['wallet'], ['games', 'member']] as const;
