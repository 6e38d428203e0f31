import type { Queryable } from '../platform/db/db.ts';

/** An account whose stored balance is not the sum of its journal lines. */
export interface BalanceMismatch {
  accountId: number;
  kind: string;
  storedMinor: string;
  linesMinor: string;
}

/** A member-day row that is not what the ledger and the settled bets say it should be. */
export interface RollupMismatch {
  memberId: number;
  day: string;
  stored: Record<string, string> | null;
  expected: Record<string, string> | null;
}

/** Every account row against its lines: the journal is the truth, the row a kept sum. */
export async function checkBalances(q: Queryable) {
  const [{ accounts }] = (await q.query<{ accounts: number }>(
    'SELECT count(*)::int AS accounts FROM accounts',
  )) as [{ accounts: number }];
  const rows = await q.query<{ id: number; kind: string; stored: string; lines: string }>(
    `SELECT a.id, a.kind, a.balance_minor::text AS stored, COALESCE(s.total, 0)::text AS lines
       FROM accounts a
       LEFT JOIN (SELECT account_id, SUM(amount_minor) AS total FROM journal_lines
                   GROUP BY account_id) s ON s.account_id = a.id
      WHERE a.balance_minor <> COALESCE(s.total, 0)
      ORDER BY a.id`,
  );
  const mismatches: BalanceMismatch[] = rows.map((r) => ({
    accountId: r.id,
    kind: r.kind,
    storedMinor: r.stored,
    linesMinor: r.lines,
  }));
  return { accounts, mismatches };
}

const FIGURES = `deposits_minor, deposit_count, withdrawals_minor, withdrawal_count, bonuses_minor,
  adjustments_minor, stakes_minor, valid_stakes_minor, wins_minor, bet_count, rebates_minor`;

/**
 * The rollups recomputed by brute force: the member's own accounts' lines by entry kind (the
 * rules of SQL `money_rollup_add`, migrations 016 and 020) and the settled real-money bets, each on its
 * merchant day.
 */
const EXPECTED = `
  SELECT member_id, day, currency,
         SUM(deposits_minor) AS deposits_minor, SUM(deposit_count) AS deposit_count,
         SUM(withdrawals_minor) AS withdrawals_minor, SUM(withdrawal_count) AS withdrawal_count,
         SUM(bonuses_minor) AS bonuses_minor, SUM(adjustments_minor) AS adjustments_minor,
         SUM(stakes_minor) AS stakes_minor, SUM(valid_stakes_minor) AS valid_stakes_minor,
         SUM(wins_minor) AS wins_minor, SUM(bet_count) AS bet_count,
         SUM(rebates_minor) AS rebates_minor
    FROM (
      SELECT a.owner_member_id AS member_id, (e.created_at AT TIME ZONE mc.time_zone)::date AS day,
             a.currency,
             SUM(l.amount_minor) FILTER (WHERE e.kind = 'deposit') AS deposits_minor,
             count(*) FILTER (WHERE e.kind = 'deposit') AS deposit_count,
             -SUM(l.amount_minor) FILTER (WHERE e.kind = 'withdraw_payout') AS withdrawals_minor,
             count(*) FILTER (WHERE e.kind = 'withdraw_payout') AS withdrawal_count,
             SUM(l.amount_minor) FILTER (WHERE e.kind IN ('deposit_bonus', 'promotion_bonus',
                                                          'bonus_forfeit')) AS bonuses_minor,
             SUM(l.amount_minor) FILTER (WHERE e.kind = 'adjustment') AS adjustments_minor,
             -SUM(l.amount_minor) FILTER (WHERE e.kind IN ('bet', 'rollback')) AS stakes_minor,
             0 AS valid_stakes_minor,
             SUM(l.amount_minor) FILTER (WHERE e.kind = 'win') AS wins_minor, 0 AS bet_count,
             SUM(l.amount_minor) FILTER (WHERE e.kind = 'rebate') AS rebates_minor
        FROM journal_lines l
        JOIN accounts a ON a.id = l.account_id AND a.owner_member_id IS NOT NULL
        JOIN members m ON m.id = a.owner_member_id AND m.type <> 4
        JOIN merchants mc ON mc.code = a.merchant_code
        JOIN journal_entries e ON e.id = l.entry_id
       WHERE e.kind IN ('deposit', 'withdraw_payout', 'deposit_bonus', 'promotion_bonus',
                        'bonus_forfeit', 'adjustment', 'bet', 'rollback', 'win', 'rebate')
       GROUP BY 1, 2, 3
      UNION ALL
      SELECT b.member_id, (b.settled_at AT TIME ZONE mc.time_zone)::date, b.currency,
             0, 0, 0, 0, 0, 0, 0, SUM(b.stake_minor), 0, count(*), 0
        FROM bets b JOIN merchants mc ON mc.code = b.merchant_code
       WHERE NOT b.is_free_play
       GROUP BY 1, 2, 3) x
   GROUP BY 1, 2, 3`;

type Figures = Record<string, string> | null;
const zero = (v: Figures) => v === null || Object.values(v).every((x) => x === '0');

/** A stored row against the one expected, as text figures; all zeros counts as absent. */
export const differs = (stored: Figures, expected: Figures) =>
  zero(stored) && zero(expected) ? false : JSON.stringify(stored) !== JSON.stringify(expected);

/** Every member-day row against the brute-force sums (rows of all zeros count as absent). */
export async function checkRollups(q: Queryable): Promise<RollupMismatch[]> {
  const figures = FIGURES.split(',').map((f) => f.trim());
  const asJson = (t: string) =>
    `CASE WHEN ${t}.member_id IS NULL THEN NULL ELSE jsonb_build_object(${figures
      .map((f) => `'${f}', COALESCE(${t}.${f}, 0)::text`)
      .join(', ')}) END`;
  const rows = await q.query<{
    member_id: number;
    day: string;
    stored: Record<string, string> | null;
    expected: Record<string, string> | null;
  }>(
    `WITH e AS (${EXPECTED}),
       r AS (SELECT member_id, day, currency, ${FIGURES} FROM member_day_rollups)
     SELECT COALESCE(r.member_id, e.member_id) AS member_id,
            COALESCE(r.day, e.day)::text AS day, ${asJson('r')} AS stored, ${asJson('e')} AS expected
       FROM r FULL JOIN e USING (member_id, day, currency)`,
  );
  return rows
    .filter((r) => differs(r.stored, r.expected))
    .map((r) => ({ memberId: r.member_id, day: r.day, stored: r.stored, expected: r.expected }));
}
