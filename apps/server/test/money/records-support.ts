import type { FastifyInstance } from 'fastify';

/** Asia/Dhaka is UTC+6 all year (no daylight saving). */
export const DHAKA_OFFSET_MS = 6 * 3600 * 1000;

/** Today's date in Dhaka as YYYY-MM-DD. */
export const dhakaToday = (now = new Date()) =>
  new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The day `days` after `day` (negative: before). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The instant of a Dhaka wall-clock time: `at('2026-01-31', '23:30')`. */
export const dhakaInstant = (day: string, time: string) =>
  new Date(Date.parse(`${day}T${time}Z`) - DHAKA_OFFSET_MS);

/** Two games of different vendors and categories from the seeded catalogue. */
export async function twoGames(app: FastifyInstance) {
  const rows = await app.db.query<{ node_id: number; vassalage: string; game_type: string }>(
    `SELECT DISTINCT ON (game_type) node_id, vassalage, game_type FROM games
      WHERE game_type IN ('RNG', 'FISH') ORDER BY game_type, node_id`,
  );
  const [fish, rng] = rows;
  if (!fish || !rng || fish.vassalage === rng.vassalage) throw new Error('catalogue changed');
  return { fish, rng };
}

let rounds = 0;

/** A settled bet as the seamless wallet writes it, at a chosen time. */
export async function insertBet(
  app: FastifyInstance,
  memberId: number,
  game: { node_id: number; vassalage: string },
  o: { stake: number; win: number; at: Date; freePlay?: boolean },
): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(
    `INSERT INTO bets (merchant_code, member_id, vendor, node_id, round_id, stake_minor, win_minor,
       currency, is_free_play, settled_at)
     VALUES ('demo', $1, $2, $3, $4, $5, $6, 'BDT', $7, $8) RETURNING id`,
    [
      memberId,
      game.vassalage,
      game.node_id,
      `rec-${process.pid}-${++rounds}-${Date.now()}`,
      o.stake,
      o.win,
      o.freePlay ?? false,
      o.at,
    ],
  );
  return row!.id;
}
