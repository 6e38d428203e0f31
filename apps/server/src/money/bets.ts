import type { Queryable } from '../platform/db/db.ts';
import type { MerchantRef } from './books.ts';

/** A round of the platform's own games, settled: what the member's records show as a bet. */
export interface SettledRound {
  memberId: number;
  /** Unique within the vendor (an order number, a round reference). */
  roundId: string;
  stakeMinor: number | bigint;
  winMinor: number | bigint;
}

/** The catalogue tile a platform game's bets show (the lottery's, the in-house games'). */
export interface BetGame {
  vendor: string;
  /** The catalogue node, or null when the operator's catalogue has no tile for the game. */
  nodeId: number | null;
}

/**
 * The catalogue node of a vendor's game named `name` (case aside), or null: looked up once per
 * process and name (a catalogue's tiles do not change under a running settlement).
 */
export function catalogueNodes() {
  const nodes = new Map<string, number | null>();
  return async (q: Queryable, vendor: string, name: string): Promise<number | null> => {
    const key = `${vendor}\u0000${name.toLowerCase()}`;
    if (!nodes.has(key)) {
      const [row] = await q.query<{ node_id: number }>(
        `SELECT node_id FROM games WHERE vassalage = $1 AND lower(name) = lower($2) LIMIT 1`,
        [vendor, name],
      );
      nodes.set(key, row?.node_id ?? null);
    }
    return nodes.get(key)!;
  };
}

/**
 * Records settled rounds of the platform's own games as bets (the member's records, the agents'
 * team figures through the bets' rollup triggers), in the caller's transaction: one statement; a
 * round recorded before stays as it was. Several rounds at once go through the statement-level
 * rollup trigger (migration 030), one round through the row trigger.
 */
export async function recordBets(
  tx: Queryable,
  m: MerchantRef,
  game: BetGame,
  rounds: readonly SettledRound[],
): Promise<void> {
  if (!rounds.length) return;
  const bulk = rounds.length > 1;
  if (bulk) await tx.query(`SELECT set_config('mgp.bets_in_bulk', 'on', true)`);
  await tx.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, node_id, round_id, stake_minor,
                       win_minor, currency, is_free_play)
     SELECT $1, x.member, $2, $3, x.round, x.stake, x.win, $4, false
       FROM unnest($5::bigint[], $6::text[], $7::bigint[], $8::bigint[])
            AS x (member, round, stake, win)
     ON CONFLICT (vendor, round_id) DO NOTHING`,
    [
      m.code,
      game.vendor,
      game.nodeId,
      m.currencyCode,
      rounds.map((r) => r.memberId),
      rounds.map((r) => r.roundId),
      rounds.map((r) => String(r.stakeMinor)),
      rounds.map((r) => String(r.winMinor)),
    ],
  );
  if (bulk) await tx.query(`SELECT set_config('mgp.bets_in_bulk', 'off', true)`);
}
