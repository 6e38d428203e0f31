import { RECORD_PAGE_SIZE, type BetRecord, type RecordPeriod } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';
import { cursorTimeSql, decodeCursor, pageOf, rangeSql, resolveRange } from './records-range.ts';

export interface BetHistoryQuery {
  period: RecordPeriod;
  startDate?: string | undefined;
  endDate?: string | undefined;
  cursor?: string | undefined;
  pageSize?: number | undefined;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

interface BetRow {
  id: number;
  round_id: string;
  vendor: string;
  vendor_name: string;
  game_name: string | null;
  game_id: string | null;
  game_type: string | null;
  stake_minor: number;
  win_minor: number;
  is_free_play: boolean;
  settled_at: Date;
  cursor_time: string;
}

const blankToNull = (s: string | undefined) => (s && s.trim() !== '' ? s.trim() : null);

// $1 member, $2 start day, $3 end day, $4 zone, $5 game type, $6 vendor.
const FILTER = `b.member_id = $1 AND ${rangeSql('b.settled_at', '$2', '$3', '$4')}
  AND ($5::text IS NULL OR g.game_type = $5) AND ($6::text IS NULL OR b.vendor = $6)`;
const FROM = `bets b JOIN game_vendors v ON v.code = b.vendor LEFT JOIN games g ON g.node_id = b.node_id`;

/**
 * The betting record (contract getBetHistory): the member's settled rounds, free-play rounds
 * included and flagged, newest first by (settled_at, id), with totals over the whole filter (every
 * page shows the same totals). The cursor is the last row's key, so rows settled while the player
 * scrolls never shift a page: no duplicates, no gaps.
 */
export async function betHistory(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  query: BetHistoryQuery,
) {
  const range = resolveRange(query, merchant.timeZone);
  const after = query.cursor ? decodeCursor(query.cursor, 'number') : null;
  const size = query.pageSize ?? RECORD_PAGE_SIZE;
  const filter = [
    memberId,
    range.startDate,
    range.endDate,
    merchant.timeZone,
    blankToNull(query.gameType),
    blankToNull(query.vendor),
  ];
  const [rows, [totals]] = await Promise.all([
    q.query<BetRow>(
      `SELECT b.id, b.round_id, b.vendor, v.display_name AS vendor_name, g.name AS game_name,
              g.game_id, g.game_type, b.stake_minor, b.win_minor, b.is_free_play, b.settled_at,
              ${cursorTimeSql('b.settled_at')} AS cursor_time
         FROM ${FROM}
        WHERE ${FILTER}
          AND ($7::timestamptz IS NULL OR (b.settled_at, b.id) < ($7::timestamptz, $8::bigint))
        ORDER BY b.settled_at DESC, b.id DESC
        LIMIT $9`,
      [...filter, after?.time ?? null, after?.id ?? null, size + 1],
    ),
    q.query<{ count: number; stake: number; win: number }>(
      `SELECT count(*)::bigint AS count, COALESCE(SUM(b.stake_minor), 0)::bigint AS stake,
              COALESCE(SUM(b.win_minor), 0)::bigint AS win
         FROM ${FROM} WHERE ${FILTER}`,
      filter,
    ),
  ]);
  return {
    ...pageOf(rows, size, (r): BetRecord => ({
      id: r.id,
      roundId: r.round_id,
      vendor: r.vendor,
      vendorName: r.vendor_name,
      gameName: r.game_name,
      gameId: r.game_id,
      gameType: r.game_type,
      stakeMinor: r.stake_minor,
      winMinor: r.win_minor,
      netMinor: r.win_minor - r.stake_minor,
      isFreePlay: r.is_free_play,
      settledAt: r.settled_at.toISOString(),
    })),
    range,
    totals: {
      count: totals?.count ?? 0,
      stakeMinor: totals?.stake ?? 0,
      winMinor: totals?.win ?? 0,
      netMinor: (totals?.win ?? 0) - (totals?.stake ?? 0),
    },
  };
}
