/**
 * Query keys of the lottery slice. `['lottery', 'member']` (the orders) belongs to the
 * signed-in member and is dropped on sign-in and sign-out (shared/api/query-keys.ts); the rest
 * (games, issues, draws) is the same for everyone.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  games: ['lottery', 'games'] as const,
  popular: ['lottery', 'popular'] as const,
  menus: (gameId: string) => ['lottery', 'menus', gameId] as const,
  near: (gameId: string) => ['lottery', 'near', gameId] as const,
  draws: (gameId: string) => ['lottery', 'draws', gameId] as const,
  verify: (gameId: string, issueNo: string) => ['lottery', 'verify', gameId, issueNo] as const,
  member: ['lottery', 'member'] as const,
  orders: (gameId: string) => ['lottery', 'member', 'orders', gameId] as const,
};
