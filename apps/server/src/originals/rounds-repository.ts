import type { DiceDirection, OriginalsRound } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';

export type RoundGame = 'dice' | 'slot5x3';
export interface RoundParams {
  target?: number;
  direction?: DiceDirection;
}
export interface RoundOutcome {
  roll?: number;
  stops?: number[];
}

export interface NewRound {
  merchantCode: string;
  memberId: number;
  game: RoundGame;
  seedId: number;
  clientSeed: string;
  nonce: number;
  currency: string;
  stakeMinor: number;
  winMinor: number;
  params: RoundParams;
  outcome: RoundOutcome;
  idempotencyKey: string;
  requestHash: string;
}

interface RoundRow {
  id: number;
  game: RoundGame;
  stake_minor: string;
  win_minor: string;
  created_at: Date;
  seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  nonce: number;
  params: RoundParams;
  outcome: RoundOutcome;
  request_hash: string;
}

// The server seed only once its seed is revealed: never an active seed's.
const COLUMNS = `r.id, r.game, r.stake_minor::text AS stake_minor,
  r.win_minor::text AS win_minor, r.created_at, s.seed_hash,
  CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.server_seed END AS server_seed,
  r.client_seed, r.nonce, r.params, r.outcome, r.request_hash`;
const FROM = 'originals_rounds r JOIN originals_seeds s ON s.id = r.seed_id';

/** `<game>-<id>`: a round's public reference (and its bet's round id). */
export const roundRef = (game: RoundGame, id: number | string) => `${game}-${id}`;

export function toRound(r: RoundRow): OriginalsRound {
  return {
    ref: roundRef(r.game, r.id),
    game: r.game,
    stakeMinor: Number(r.stake_minor),
    winMinor: Number(r.win_minor),
    createdAt: r.created_at.toISOString(),
    seedHash: r.seed_hash,
    serverSeed: r.server_seed,
    clientSeed: r.client_seed,
    nonce: r.nonce,
    dice:
      r.game === 'dice'
        ? { target: r.params.target!, direction: r.params.direction!, roll: r.outcome.roll! }
        : null,
    slot: r.game === 'slot5x3' ? { stops: r.outcome.stops! } : null,
  };
}

/** The in-house games' rounds (issue 23, migration 033). */
export const roundsRepository = {
  async insert(tx: Queryable, round: NewRound): Promise<OriginalsRound> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO originals_rounds (merchant_code, member_id, seed_id, game, client_seed, nonce,
         currency, stake_minor, win_minor, params, outcome, idempotency_key, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING id`,
      [
        round.merchantCode,
        round.memberId,
        round.seedId,
        round.game,
        round.clientSeed,
        round.nonce,
        round.currency,
        round.stakeMinor,
        round.winMinor,
        JSON.stringify(round.params),
        JSON.stringify(round.outcome),
        round.idempotencyKey,
        round.requestHash,
      ],
    );
    return (await this.byId(tx, row!.id))!;
  },

  async byId(q: Queryable, id: number): Promise<OriginalsRound | null> {
    const [row] = await q.query<RoundRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`, [id]);
    return row ? toRound(row) : null;
  },

  async byRef(q: Queryable, merchantCode: string, ref: string): Promise<OriginalsRound | null> {
    const match = /^(dice|slot5x3)-(\d{1,18})$/.exec(ref);
    if (!match) return null;
    const [row] = await q.query<RoundRow>(
      `SELECT ${COLUMNS} FROM ${FROM}
        WHERE r.id = $1::bigint AND r.game = $2 AND r.merchant_code = $3`,
      [match[2], match[1], merchantCode],
    );
    return row ? toRound(row) : null;
  },

  /** The member's round of that key, with the hash of the request that played it. */
  async byKey(q: Queryable, memberId: number, key: string) {
    const [row] = await q.query<RoundRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE r.member_id = $1 AND r.idempotency_key = $2`,
      [memberId, key],
    );
    return row ? { round: toRound(row), requestHash: row.request_hash } : null;
  },

  async page(
    q: Queryable,
    memberId: number,
    game: RoundGame | undefined,
    page: number,
    size: number,
  ) {
    const rows = await q.query<RoundRow>(
      `SELECT ${COLUMNS} FROM ${FROM}
        WHERE r.member_id = $1 AND ($2::text IS NULL OR r.game = $2)
        ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
      [memberId, game ?? null, size + 1, (page - 1) * size],
    );
    return { rounds: rows.slice(0, size).map(toRound), more: rows.length > size };
  },
};
