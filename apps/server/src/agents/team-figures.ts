import type { TeamBettingGroup, TeamBettor, TeamDay, TeamFigures } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import type { DayRange } from '../money/records-range.ts';

/**
 * Team figures (issue 20): a team is a root member and everyone below it (member_tree, migration
 * 018). Its figures over a range come from its team rows (migration 023, a row per day), a page of
 * its members' from their member-day rollups. Never a scan of bets or of the journal.
 */

/** Where a team's money figures come from: the merchant's currency and zone. */
export interface TeamBooks {
  currency: string;
  timeZone: string;
}

const MONEY = `COALESCE(sum(r.deposits_minor), 0)::text AS deposits,
  COALESCE(sum(r.withdrawals_minor), 0)::text AS withdrawals,
  COALESCE(sum(r.bonuses_minor), 0)::text AS bonuses,
  COALESCE(sum(r.stakes_minor), 0)::text AS stakes,
  COALESCE(sum(r.valid_stakes_minor), 0)::text AS valid_stakes,
  COALESCE(sum(r.wins_minor), 0)::text AS wins,
  COALESCE(sum(r.rebates_minor), 0)::text AS rebates,
  COALESCE(sum(r.bet_count), 0)::int AS bet_count`;

interface MoneyRow {
  deposits: string;
  withdrawals: string;
  bonuses: string;
  stakes: string;
  valid_stakes: string;
  wins: string;
  rebates: string;
  bet_count: number;
}

const minor = (v: string | undefined) => Number(v ?? 0);
/** The members' result: wins, bonuses and rebates received, less what they staked. */
const profit = (r: MoneyRow) =>
  minor(r.wins) + minor(r.bonuses) + minor(r.rebates) - minor(r.stakes);

/**
 * The figures of each root's team over the range, in one statement whatever the number of roots
 * (a page of direct downlines): roots with no one in range still get their counts. Read from the
 * team rows (migration 023: a row per team and day), as of the last fold (team-fold.ts, seconds
 * behind the ledger); the online count from the live sessions.
 */
export async function teamFigures(
  q: Queryable,
  books: TeamBooks,
  roots: readonly number[],
  range: DayRange,
): Promise<Map<number, TeamFigures>> {
  if (!roots.length) return new Map();
  const rows = await q.query<
    MoneyRow & {
      root: string;
      team_size: number;
      registered: number;
      first_deposits: number;
      online: number;
      logged_in: number;
      betting: number;
    }
  >(
    `WITH people AS (
       SELECT p.ancestor_id AS root, sum(p.registered)::int AS team_size,
              COALESCE(sum(p.registered) FILTER (WHERE p.day BETWEEN $2::date AND $3::date), 0)::int
                AS registered,
              COALESCE(sum(p.first_deposits) FILTER (WHERE p.day BETWEEN $2::date AND $3::date), 0)::int
                AS first_deposits
         FROM team_day_people p WHERE p.ancestor_id = ANY ($1::bigint[])
        GROUP BY p.ancestor_id),
     money AS (
       SELECT r.ancestor_id AS root, ${MONEY}
         FROM team_day_rollups r
        WHERE r.ancestor_id = ANY ($1::bigint[]) AND r.currency = $4
          AND r.day BETWEEN $2::date AND $3::date
        GROUP BY r.ancestor_id),
     active AS (
       SELECT a.ancestor_id AS root,
              COALESCE(sum(a.members) FILTER (WHERE a.kind = 'L'), 0)::int AS logged_in,
              COALESCE(sum(a.members) FILTER (WHERE a.kind = 'B'), 0)::int AS betting
         FROM team_day_active a
        WHERE a.ancestor_id = ANY ($1::bigint[]) AND a.day BETWEEN $2::date AND $3::date
          AND a.since < $2::date
        GROUP BY a.ancestor_id),
     online AS (
       SELECT t.ancestor_id AS root, count(DISTINCT s.member_id)::int AS online
         FROM sessions s
         JOIN member_tree t ON t.member_id = s.member_id AND t.ancestor_id = ANY ($1::bigint[])
        WHERE s.expires_at > now()
        GROUP BY t.ancestor_id)
     SELECT p.root::text AS root, p.team_size, p.registered, p.first_deposits,
            COALESCE(o.online, 0) AS online,
            COALESCE(a.logged_in, 0) AS logged_in, COALESCE(a.betting, 0) AS betting,
            x.deposits, x.withdrawals, x.bonuses, x.stakes, x.valid_stakes, x.wins, x.rebates,
            COALESCE(x.bet_count, 0) AS bet_count
       FROM people p LEFT JOIN money x USING (root) LEFT JOIN active a USING (root)
       LEFT JOIN online o USING (root)`,
    [roots, range.startDate, range.endDate, books.currency],
  );
  return new Map(
    rows.map((r) => [
      Number(r.root),
      {
        teamSize: r.team_size,
        registeredCount: r.registered,
        firstDepositCount: r.first_deposits,
        loggedInCount: r.logged_in,
        bettingCount: r.betting,
        onlineCount: r.online,
        depositsMinor: minor(r.deposits),
        withdrawalsMinor: minor(r.withdrawals),
        bonusesMinor: minor(r.bonuses),
        stakesMinor: minor(r.stakes),
        validStakesMinor: minor(r.valid_stakes),
        winsMinor: minor(r.wins),
        rebatesMinor: minor(r.rebates),
        profitMinor: profit(r),
        betCount: r.bet_count,
      },
    ]),
  );
}

/** A team's profit and loss on every merchant day of the range (days with nothing are zeros). */
export async function teamDays(
  q: Queryable,
  books: TeamBooks,
  root: number,
  range: DayRange,
): Promise<TeamDay[]> {
  const rows = await q.query<MoneyRow & { day: string }>(
    `SELECT d.day::text AS day, ${MONEY}
       FROM generate_series($2::date, $3::date, interval '1 day') AS d (day)
       LEFT JOIN team_day_rollups r
         ON r.ancestor_id = $1 AND r.currency = $4 AND r.day = d.day::date
      GROUP BY d.day ORDER BY d.day`,
    [root, range.startDate, range.endDate, books.currency],
  );
  return rows.map((r) => ({
    day: r.day.slice(0, 10),
    stakesMinor: minor(r.stakes),
    validStakesMinor: minor(r.valid_stakes),
    winsMinor: minor(r.wins),
    bonusesMinor: minor(r.bonuses),
    rebatesMinor: minor(r.rebates),
    profitMinor: profit(r),
  }));
}

/** LIKE pattern of a typed part of a username: its own % and _ match themselves. */
export const containsPattern = (part: string) => `%${part.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The team's members who played in the range, largest valid stake first (then member id), a page
 * at a time: `offset` rows skipped. A member counts when a round of theirs settled or a stake was
 * taken in the range.
 */
export async function teamBettors(
  q: Queryable,
  books: TeamBooks,
  root: number,
  range: DayRange,
  page: { offset: number; size: number; username?: string | undefined },
): Promise<TeamBettor[]> {
  const rows = await q.query<MoneyRow & { member_id: string; username: string; depth: number }>(
    `SELECT t.member_id::text AS member_id, m.username, t.depth, ${MONEY}
       FROM member_tree t
       JOIN members m ON m.id = t.member_id
       JOIN member_day_rollups r ON r.member_id = t.member_id
      WHERE t.ancestor_id = $1 AND r.day BETWEEN $2::date AND $3::date AND r.currency = $4
        AND ($7::text IS NULL OR lower(m.username) LIKE lower($7))
      GROUP BY t.member_id, m.username, t.depth
     HAVING sum(r.bet_count) > 0 OR sum(r.stakes_minor) <> 0
      ORDER BY sum(r.valid_stakes_minor) DESC, t.member_id
      LIMIT $5 OFFSET $6`,
    [
      root,
      range.startDate,
      range.endDate,
      books.currency,
      page.size,
      page.offset,
      page.username ? containsPattern(page.username) : null,
    ],
  );
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    username: r.username,
    depth: r.depth,
    betCount: r.bet_count,
    stakesMinor: minor(r.stakes),
    validStakesMinor: minor(r.valid_stakes),
    winsMinor: minor(r.wins),
    netMinor: minor(r.wins) - minor(r.stakes),
  }));
}

/**
 * A team's settled play in the range by vendor or by game category (member_day_game_rollups,
 * migration 020), largest valid stake first.
 */
export async function teamBettingGroups(
  q: Queryable,
  books: TeamBooks,
  root: number,
  range: DayRange,
  by: 'vendor' | 'category',
): Promise<TeamBettingGroup[]> {
  const key = by === 'vendor' ? 'g.vendor' : 'g.game_type';
  const rows = await q.query<{
    key: string;
    members: number;
    bets: number;
    valid: string;
    wins: string;
  }>(
    `SELECT ${key} AS key, count(DISTINCT g.member_id)::int AS members,
            sum(g.bet_count)::int AS bets, sum(g.valid_stakes_minor)::text AS valid,
            sum(g.wins_minor)::text AS wins
       FROM member_tree t JOIN member_day_game_rollups g ON g.member_id = t.member_id
      WHERE t.ancestor_id = $1 AND g.day BETWEEN $2::date AND $3::date AND g.currency = $4
      GROUP BY ${key}
      ORDER BY sum(g.valid_stakes_minor) DESC, ${key}`,
    [root, range.startDate, range.endDate, books.currency],
  );
  return rows.map((r) => ({
    key: r.key,
    memberCount: r.members,
    betCount: r.bets,
    validStakesMinor: minor(r.valid),
    winsMinor: minor(r.wins),
    netMinor: minor(r.wins) - minor(r.valid),
  }));
}

/**
 * Each root's team in one hour of the merchant's clock (member_hour_rollups, migration 022): its
 * valid stake and the members who played; what an hourly wage pays on.
 */
export async function teamHourFigures(
  q: Queryable,
  books: TeamBooks,
  roots: readonly number[],
  day: string,
  hour: number,
): Promise<Map<number, Pick<TeamFigures, 'validStakesMinor' | 'bettingCount' | 'profitMinor'>>> {
  const rows = await q.query<{ root: string; valid: string; betting: number }>(
    `SELECT t.ancestor_id::text AS root, sum(h.valid_stakes_minor)::text AS valid,
            count(DISTINCT h.member_id) FILTER (WHERE h.bet_count > 0)::int AS betting
       FROM member_tree t JOIN member_hour_rollups h ON h.member_id = t.member_id
      WHERE t.ancestor_id = ANY ($1::bigint[]) AND h.currency = $2
        AND h.hour = $3::date + $4::int * interval '1 hour'
      GROUP BY t.ancestor_id`,
    [roots, books.currency, day, hour],
  );
  return new Map(
    rows.map((r) => [
      Number(r.root),
      { validStakesMinor: minor(r.valid), bettingCount: r.betting, profitMinor: 0 },
    ]),
  );
}
