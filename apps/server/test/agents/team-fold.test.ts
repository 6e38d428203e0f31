import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamFigures } from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { checkTeamRows, checkUnfolded } from '../../src/agents/team-check.ts';
import { foldTeams } from '../../src/agents/team-fold.ts';
import { teamDays, teamFigures } from '../../src/agents/team-figures.ts';

// Issue 20 "Team figures for any range ... read from the rollups (team-level aggregates
// maintained as you see fit)": the team rows (migration 023) that the fold keeps, against a brute
// force over a random tree and a random history of 100 merchant days, changed and folded several
// times over (days written out of order, members becoming active and inactive again), for random
// ranges of up to 90 days. Both engines.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const random = (seed: number) => {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
};

const DAY = 86_400_000;
const dayOf = (today: string, back: number) =>
  new Date(Date.parse(today) - back * DAY).toISOString().slice(0, 10);

interface Cell {
  stakes: number;
  valid: number;
  wins: number;
  deposits: number;
  bets: number;
  logins: number;
}

describe('team rows kept by the fold (random tree, random 100-day history, brute force)', () => {
  it('give every team the sums and distinct counts of its members over any range', async () => {
    const rnd = random(20_261_127);
    const db = t.app.db;
    const [books] = await db.query<{ currency: string; tz: string; today: string }>(
      `SELECT currency_code AS currency, time_zone AS tz,
              to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today
         FROM merchants WHERE code = 'demo'`,
    );
    const { currency, tz, today } = books!;
    const nodes: { id: number; parent: number | null; agent: boolean }[] = [];
    const add = async (parent: number | null, agent: boolean) => {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO members (merchant_code, username, type, parent_id)
         VALUES ('demo', $1, $2, $3) RETURNING id::text AS id`,
        [`fold${process.pid % 1000}x${nodes.length}x${rnd(1e6)}`, agent ? 1 : 0, parent],
      );
      nodes.push({ id: Number(row!.id), parent, agent });
    };
    await add(null, true);
    for (let i = 0; i < 24; i++) {
      const agents = nodes.filter((n) => n.agent);
      await add(agents[rnd(agents.length)]!.id, rnd(3) === 0);
    }
    const teamOf = (id: number): number[] => [
      id,
      ...nodes.filter((n) => n.parent === id).flatMap((n) => teamOf(n.id)),
    ];

    // First deposits on random days (the members' trigger counts them).
    const firstDeposit = new Map<number, string>();
    for (const n of nodes) {
      if (rnd(2)) continue;
      const back = rnd(100);
      await db.query(
        `UPDATE members SET first_deposit_at = now() - $2::int * interval '1 day' WHERE id = $1`,
        [n.id, back],
      );
      const [d] = await db.query<{ day: string }>(
        `SELECT to_char((first_deposit_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day
           FROM members WHERE id = $1`,
        [n.id, tz],
      );
      firstDeposit.set(n.id, d!.day);
    }

    const cells = new Map<string, Cell>();
    const key = (member: number, day: string) => `${member}/${day}`;
    const expected = (root: number, from: string, to: string): Partial<TeamFigures> => {
      const team = teamOf(root);
      const inRange = [...cells.entries()]
        .map(([k, c]) => ({ member: Number(k.split('/')[0]), day: k.split('/')[1]!, c }))
        .filter((x) => team.includes(x.member) && x.day >= from && x.day <= to);
      const sum = (f: (c: Cell) => number) => inRange.reduce((s, x) => s + f(x.c), 0);
      const distinct = (f: (c: Cell) => boolean) =>
        new Set(inRange.filter((x) => f(x.c)).map((x) => x.member)).size;
      return {
        teamSize: team.length,
        registeredCount: from <= today && today <= to ? team.length : 0,
        firstDepositCount: team.filter((m) => {
          const d = firstDeposit.get(m);
          return d !== undefined && d >= from && d <= to;
        }).length,
        loggedInCount: distinct((c) => c.logins > 0),
        bettingCount: distinct((c) => c.bets > 0 || c.stakes !== 0),
        stakesMinor: sum((c) => c.stakes),
        validStakesMinor: sum((c) => c.valid),
        winsMinor: sum((c) => c.wins),
        depositsMinor: sum((c) => c.deposits),
        betCount: sum((c) => c.bets),
        profitMinor: sum((c) => c.wins - c.stakes),
      };
    };

    for (let round = 0; round < 6; round++) {
      // Member-day rows written, in any order of days, as the money path and sign-ins write them;
      // some taken back to nothing (a round rolled back: no stake, no bet).
      for (let i = 0; i < 40; i++) {
        const member = nodes[rnd(nodes.length)]!.id;
        const day = dayOf(today, rnd(100));
        const old = cells.get(key(member, day));
        const c: Cell =
          old && rnd(4) === 0
            ? { ...old, stakes: 0, valid: 0, wins: 0, bets: 0 }
            : {
                stakes: (old?.stakes ?? 0) + rnd(3) * 100,
                valid: (old?.valid ?? 0) + rnd(3) * 90,
                wins: (old?.wins ?? 0) + rnd(3) * 150,
                deposits: (old?.deposits ?? 0) + rnd(2) * 1_000,
                bets: (old?.bets ?? 0) + rnd(2),
                logins: (old?.logins ?? 0) + rnd(2),
              };
        cells.set(key(member, day), c);
        await db.query(
          `INSERT INTO member_day_rollups AS r (member_id, day, currency, merchant_code,
             stakes_minor, valid_stakes_minor, wins_minor, deposits_minor, bet_count, login_count)
           VALUES ($1, $2, $3, 'demo', $4, $5, $6, $7, $8, $9)
           ON CONFLICT (member_id, day, currency) DO UPDATE
             SET stakes_minor = $4, valid_stakes_minor = $5, wins_minor = $6,
                 deposits_minor = $7, bet_count = $8, login_count = $9`,
          [member, day, currency, c.stakes, c.valid, c.wins, c.deposits, c.bets, c.logins],
        );
      }
      const folded = await db.transaction((tx) => foldTeams(tx, 120));
      expect(folded).toBeGreaterThan(0);
      // Folding again adds nothing.
      expect(await db.transaction((tx) => foldTeams(tx, 120))).toBe(0);

      const roots = nodes.filter((n) => n.agent).map((n) => n.id);
      for (let r = 0; r < 4; r++) {
        const a = rnd(100);
        const b = Math.max(0, a - rnd(90));
        const range = { startDate: dayOf(today, a), endDate: dayOf(today, b) };
        const got = await teamFigures(db, { currency, timeZone: tz }, roots, range);
        for (const root of roots) {
          expect(got.get(root), `team ${root}, ${range.startDate}..${range.endDate}`).toMatchObject(
            expected(root, range.startDate, range.endDate),
          );
        }
      }
    }

    // By day: each day's sums of the whole team.
    const root = nodes[0]!.id;
    const range = { startDate: dayOf(today, 29), endDate: today };
    const days = await teamDays(db, { currency, timeZone: tz }, root, range);
    expect(days).toHaveLength(30);
    for (const d of days) {
      const e = expected(root, d.day, d.day);
      expect(d, d.day).toMatchObject({
        stakesMinor: e.stakesMinor,
        validStakesMinor: e.validStakesMinor,
        winsMinor: e.winsMinor,
      });
    }
  }, 120_000);

  it('folds only what is new: a fold with nothing changed writes nothing', async () => {
    await t.app.db.transaction((tx) => foldTeams(tx));
    expect(await t.app.db.transaction((tx) => foldTeams(tx))).toBe(0);
  });
});

// `npm run money:check` checks the team rows too: a member-day row older than the fold's window
// that the fold never took in, and a team row unlike the sum of its members' folded rows.
describe('the team check', () => {
  it('names a member-day row the fold never took in, and a team row that disagrees', async () => {
    const db = t.app.db;
    await db.transaction((tx) => foldTeams(tx, 120));
    expect(await checkUnfolded(db)).toEqual([]);
    expect(await checkTeamRows(db)).toEqual([]);

    const [agent] = await db.query<{ id: string }>(
      `INSERT INTO members (merchant_code, username, type) VALUES ('demo', 'checkagent', 1)
       RETURNING id::text AS id`,
    );
    const [player] = await db.query<{ id: string }>(
      `INSERT INTO members (merchant_code, username, type, parent_id)
       VALUES ('demo', 'checkplayer', 0, $1) RETURNING id::text AS id`,
      [agent!.id],
    );
    // A row ten merchant days old, written after its days were folded (an import, a repair).
    const [old] = await db.query<{ day: string; currency: string }>(
      `INSERT INTO member_day_rollups (member_id, day, currency, merchant_code, stakes_minor,
         valid_stakes_minor, bet_count)
       SELECT $1, (now() AT TIME ZONE time_zone)::date - 10, currency_code, code, 700, 700, 1
         FROM merchants WHERE code = 'demo'
       RETURNING day::text AS day, currency`,
      [player!.id],
    );
    await db.transaction((tx) => foldTeams(tx));
    expect(await checkUnfolded(db)).toEqual([
      { memberId: Number(player!.id), day: old!.day, currency: old!.currency },
    ]);
    // A fold over enough days takes it in.
    await db.transaction((tx) => foldTeams(tx, 11));
    expect(await checkUnfolded(db)).toEqual([]);
    expect(await checkTeamRows(db)).toEqual([]);

    await db.query(
      `UPDATE team_day_rollups SET stakes_minor = stakes_minor + 1
        WHERE ancestor_id = $1 AND day = $2::date`,
      [agent!.id, old!.day],
    );
    const wrong = await checkTeamRows(db);
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatchObject({
      ancestorId: Number(agent!.id),
      day: old!.day,
      stored: { stakes_minor: '701' },
      expected: { stakes_minor: '700' },
    });
  });
});
