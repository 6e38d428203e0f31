import type { Db } from '../platform/db/db.ts';
import { LOTTERY_GAMES, publicGame } from './games.ts';
import { drawOf, type IssuesRepository } from './issues-repository.ts';

/** How long an answer of `popularGames` is kept (it is on every home page's way). */
const KEEP_MS = 15_000;

/** `popularGames` answered from memory for KEEP_MS, per merchant. */
export function cachedPopularGames(db: Db, issues: IssuesRepository) {
  const kept = new Map<string, { at: number; games: ReturnType<typeof popularGames> }>();
  return (merchantCode: string) => {
    const hit = kept.get(merchantCode);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.games;
    const games = popularGames(db, issues, merchantCode);
    kept.set(merchantCode, { at: Date.now(), games });
    // A failure is not kept: the next request asks again.
    games.catch(() => kept.delete(merchantCode));
    return games;
  };
}

/**
 * The games by how many orders their issues drew over the last day (ties and games without
 * orders in the configured order), each with its latest result: the home lottery history.
 */
export async function popularGames(db: Db, issues: IssuesRepository, merchantCode: string) {
  const counts = await db.query<{ game_id: string; n: number }>(
    `SELECT i.game_id, count(*)::int AS n
       FROM lottery_orders o JOIN lottery_issues i ON i.id = o.issue_id
      WHERE o.merchant_code = $1 AND o.created_at > now() - interval '1 day'
      GROUP BY i.game_id`,
    [merchantCode],
  );
  const n = new Map(counts.map((c) => [c.game_id, c.n]));
  const games = [...LOTTERY_GAMES].sort((a, b) => (n.get(b.gameId) ?? 0) - (n.get(a.gameId) ?? 0));
  return Promise.all(
    games.map(async (g) => {
      const near = await issues.near(merchantCode, g.gameId);
      return { ...publicGame(g), latest: near.latest && drawOf(near.latest) };
    }),
  );
}
