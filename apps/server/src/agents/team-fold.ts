import type { Db, Queryable } from '../platform/db/db.ts';
import { withAdvisoryLock } from '../platform/jobs/advisory-lock.ts';

/**
 * The team fold (migration 023): adds to every ancestor's team rows what changed in the member-day
 * rollups since the last fold. One transaction: the rows read, the snapshot of what was folded
 * (member_day_folded) and the team rows change together, so a fold cut short adds nothing and the
 * next one adds it all. One fold at a time across processes (an advisory lock).
 *
 * It reads the rollups of each merchant's last FOLD_DAYS days only: the money path writes the
 * member's current merchant day, and a transaction begun before midnight may still write the day
 * before.
 */
export const FOLD_DAYS = 3;

export const MONEY = [
  'deposits_minor',
  'withdrawals_minor',
  'bonuses_minor',
  'stakes_minor',
  'valid_stakes_minor',
  'wins_minor',
  'rebates_minor',
  'bet_count',
] as const;
export const SNAPSHOT = [...MONEY, 'login_count'] as const;

const list = (cols: readonly string[], prefix = '') => cols.map((c) => prefix + c).join(', ');

/**
 * Each changed member's active days of `kind` (L signed in, B played) from `from` on, with the
 * day it was last active before each (since, at most 91 days back), from the snapshot as it is.
 */
const activeDays = (sign: 1 | -1) => `
  INSERT INTO fold_active (member_id, kind, day, since, sign)
  SELECT a.member_id, a.kind, d.day, d.since, ${sign}
    FROM fold_affected a
    CROSS JOIN LATERAL (
      SELECT x.day, GREATEST(lag(x.day) OVER (ORDER BY x.day), x.day - 91) AS since
        FROM (SELECT DISTINCT f.day FROM member_day_folded f
               WHERE f.member_id = a.member_id AND f.day >= a.from_day - 91
                 AND CASE a.kind WHEN 'L' THEN f.login_count > 0
                                 ELSE f.bet_count > 0 OR f.stakes_minor <> 0 END) x
    ) d
   WHERE d.day >= a.from_day`;

const active = (p: string, kind: 'L' | 'B') =>
  kind === 'L'
    ? `(COALESCE(${p}login_count, 0) > 0)`
    : `(COALESCE(${p}bet_count, 0) > 0 OR COALESCE(${p}stakes_minor, 0) <> 0)`;

/**
 * One fold, in the caller's transaction, of the last `days` merchant days: answers how many
 * member-day rows it folded.
 */
export async function foldTeams(tx: Queryable, days = FOLD_DAYS): Promise<number> {
  const changed = `
      FROM merchants mc
      JOIN member_day_rollups r ON r.merchant_code = mc.code
       AND r.day >= (now() AT TIME ZONE mc.time_zone)::date - ${Math.floor(days) - 1}
      LEFT JOIN member_day_folded f
        ON f.member_id = r.member_id AND f.day = r.day AND f.currency = r.currency
     WHERE f.member_id IS NULL OR (${list(SNAPSHOT, 'r.')}) IS DISTINCT FROM (${list(SNAPSHOT, 'f.')})`;
  // Most folds find nothing: say so without making the work tables (on the embedded database,
  // whose one connection every request waits for, that is most of a fold's time).
  const [any] = await tx.query(`SELECT 1 AS one ${changed} LIMIT 1`);
  if (!any) return 0;
  await tx.exec(`
    CREATE TEMP TABLE fold_changed ON COMMIT DROP AS
    SELECT r.member_id, r.day, r.currency, ${list(SNAPSHOT, 'r.')},
           ${SNAPSHOT.map((c) => `f.${c} AS old_${c}`).join(', ')}
    ${changed};
    CREATE TEMP TABLE fold_affected ON COMMIT DROP AS
    SELECT member_id, kind, min(day) AS from_day
      FROM (SELECT member_id, day, 'L'::"char" AS kind FROM fold_changed
             WHERE ${active('', 'L')} <> ${active('old_', 'L')}
            UNION ALL
            SELECT member_id, day, 'B'::"char" FROM fold_changed
             WHERE ${active('', 'B')} <> ${active('old_', 'B')}) x
     GROUP BY member_id, kind;
    CREATE TEMP TABLE fold_active (
      member_id bigint, kind "char", day date, since date, sign integer) ON COMMIT DROP;`);
  const [counted] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM fold_changed');
  if (!counted?.n) return 0;

  await tx.query(`
    INSERT INTO team_day_rollups AS x (ancestor_id, currency, day, ${list(MONEY)})
    SELECT t.ancestor_id, c.currency, c.day,
           ${MONEY.map((m) => `sum(c.${m} - COALESCE(c.old_${m}, 0))`).join(', ')}
      FROM fold_changed c JOIN member_tree t ON t.member_id = c.member_id
     GROUP BY t.ancestor_id, c.currency, c.day
    ON CONFLICT (ancestor_id, currency, day) DO UPDATE
      SET ${MONEY.map((m) => `${m} = x.${m} + EXCLUDED.${m}`).join(', ')}`);
  // The affected members' active days as they were counted, then as they are now.
  await tx.query(activeDays(-1));
  await tx.query(`
    INSERT INTO member_day_folded AS f (member_id, day, currency, ${list(SNAPSHOT)})
    SELECT member_id, day, currency, ${list(SNAPSHOT)} FROM fold_changed
    ON CONFLICT (member_id, day, currency) DO UPDATE
      SET ${SNAPSHOT.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`);
  await tx.query(activeDays(1));
  await tx.query(`
    INSERT INTO team_day_active AS x (ancestor_id, kind, day, since, members)
    SELECT t.ancestor_id, a.kind, a.day, a.since, sum(a.sign)
      FROM fold_active a JOIN member_tree t ON t.member_id = a.member_id
     GROUP BY t.ancestor_id, a.kind, a.day, a.since
    HAVING sum(a.sign) <> 0
    ON CONFLICT (ancestor_id, kind, day, since) DO UPDATE SET members = x.members + EXCLUDED.members`);
  return counted.n;
}

/**
 * A fold now. Without `wait`, none when another process is folding (then false); with it, after
 * that one, so that everything committed before the call is folded when it returns.
 */
export async function foldTeamsNow(
  db: Db,
  { wait = false }: { wait?: boolean } = {},
): Promise<number | false> {
  let folded = 0;
  const ran = await withAdvisoryLock(
    db,
    'agents.team-fold',
    async () => {
      folded = await db.transaction((tx) => foldTeams(tx), { unlimited: true });
    },
    { wait },
  );
  return ran && folded;
}
