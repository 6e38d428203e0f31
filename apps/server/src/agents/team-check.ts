import { differs } from '../money/check.ts';
import type { Queryable } from '../platform/db/db.ts';
import { FOLD_DAYS, MONEY, SNAPSHOT } from './team-fold.ts';

export interface UnfoldedRow {
  memberId: number;
  day: string;
  currency: string;
}

export interface TeamRowMismatch {
  ancestorId: number;
  day: string;
  currency: string;
  stored: Record<string, string> | null;
  expected: Record<string, string> | null;
}

const cols = (list: readonly string[], t: string) => list.map((c) => `${t}.${c}`).join(', ');

/**
 * Member-day rows the team fold never took in: older than its window (FOLD_DAYS merchant days)
 * and unlike what it folded. Nothing in the product writes such a row; a repair, a migration or a
 * late import could, and its figures would then be missing from every team above the member.
 */
export async function checkUnfolded(q: Queryable): Promise<UnfoldedRow[]> {
  return q.query<UnfoldedRow>(
    `SELECT r.member_id::int AS "memberId", r.day::text AS day, r.currency
       FROM merchants mc
       JOIN member_day_rollups r ON r.merchant_code = mc.code
        AND r.day < (now() AT TIME ZONE mc.time_zone)::date - ${FOLD_DAYS - 1}
       LEFT JOIN member_day_folded f
         ON f.member_id = r.member_id AND f.day = r.day AND f.currency = r.currency
      WHERE CASE WHEN f.member_id IS NULL
                 THEN (${cols(SNAPSHOT, 'r')}) IS DISTINCT FROM (${SNAPSHOT.map(() => '0').join(', ')})
                 ELSE (${cols(SNAPSHOT, 'r')}) IS DISTINCT FROM (${cols(SNAPSHOT, 'f')}) END
      ORDER BY 2, 1`,
  );
}

/**
 * Every team-day row against the sum of what was folded for the team's members (the agent and
 * every descendant, member_tree); rows of all zeros count as absent.
 */
export async function checkTeamRows(q: Queryable): Promise<TeamRowMismatch[]> {
  const asJson = (t: string) =>
    `CASE WHEN ${t}.ancestor_id IS NULL THEN NULL ELSE jsonb_build_object(${MONEY.map(
      (m) => `'${m}', ${t}.${m}::text`,
    ).join(', ')}) END`;
  const rows = await q.query<TeamRowMismatch>(
    `WITH e AS (
       SELECT t.ancestor_id, f.currency, f.day, ${MONEY.map((m) => `sum(f.${m}) AS ${m}`).join(', ')}
         FROM member_day_folded f JOIN member_tree t ON t.member_id = f.member_id
        GROUP BY 1, 2, 3)
     SELECT COALESCE(s.ancestor_id, e.ancestor_id)::int AS "ancestorId",
            COALESCE(s.day, e.day)::text AS day, COALESCE(s.currency, e.currency) AS currency,
            ${asJson('s')} AS stored, ${asJson('e')} AS expected
       FROM team_day_rollups s FULL JOIN e USING (ancestor_id, currency, day)
      ORDER BY 2, 1`,
  );
  return rows.filter((r) => differs(r.stored, r.expected));
}
