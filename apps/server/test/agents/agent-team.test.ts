import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAgentInfo,
  getDownline,
  getTeamBetting,
  getTeamKpi,
  getTeamPnl,
  openAccount,
  type TeamFigures,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { authHeaders, signInAs } from '../helpers/accounts.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { fund } from '../helpers/vendor.ts';
import {
  foldTeams,
  playRound as play,
  signedIn as signIn,
  treeMember as tree,
} from './agent-support.ts';
import { member, trialToken } from '../cashier/cashier-support.ts';

// Issue 20 "Agent area" (spec 2.2 agent routes, 2.14, 6, 7 "team KPI"): the downline tree, team
// figures for a range from the rollups, open account. Spec 6: types 0, 4 and 40 are not agents.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const treeMember = (parentId: number | null, type: number) => tree(t.app, parentId, type);
const signedIn = (username: string) => signIn(t.app, username);
const playRound = (memberId: number, stake: number, win: number) =>
  play(t.app, memberId, stake, win);

describe('who may enter the agent area (spec 6)', () => {
  const agentEndpoints = [
    getAgentInfo.path,
    getTeamKpi.path,
    getTeamPnl.path,
    getTeamBetting.path,
    getDownline.path,
  ];

  it('answers 401 without a session and 403 agent.only to a player and to a trial account', async () => {
    const player = await member(t.app, 0);
    const trial = await trialToken(t.app);
    for (const path of agentEndpoints) {
      failure(await t.app.inject({ url: path }), 401, 'login.not.session');
      failure(await player.get(path), 403, 'agent.only');
      failure(await t.app.inject({ url: path, headers: authHeaders(trial) }), 403, 'agent.only');
    }
    failure(
      await player.call(openAccount, {
        username: 'nobodyagent1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        type: 0,
      }),
      403,
      'agent.only',
    );
  });
});

describe('open account and the downline tree', () => {
  it('opens players and agents under the caller, who sees them newest first with drill-down', async () => {
    const root = await treeMember(null, 1);
    const a = await signedIn(root.username);
    const open = async (username: string, type: 0 | 1, as = a) =>
      okValue(
        openAccount,
        await as.call(openAccount, {
          username,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          type,
        }),
      );
    const sub = await open(`subagent${root.id}`, 1);
    expect(sub).toMatchObject({ type: 1, isAgent: true, teamSize: 1, balanceMinor: 0 });
    expect(sub.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const p1 = await open(`playera${root.id}`, 0);
    expect(p1).toMatchObject({ type: 0, isAgent: false, affiliateCode: null });

    // The sub-agent signs in with the password it was given and opens its own player.
    const s = await signedIn(sub.username);
    const p2 = await open(`playerb${root.id}`, 0, s);

    const mine = okValue(getDownline, await a.get(getDownline.path));
    expect(mine.path.map((p) => p.username)).toEqual([root.username]);
    expect(mine.list.map((m) => m.username)).toEqual([p1.username, sub.username]);
    expect(mine.list.find((m) => m.memberId === sub.memberId)).toMatchObject({
      teamSize: 2,
      directCount: 1,
    });
    const below = okValue(getDownline, await a.get(`${getDownline.path}?memberId=${sub.memberId}`));
    expect(below.path.map((p) => p.memberId)).toEqual([root.id, sub.memberId]);
    expect(below.list.map((m) => m.memberId)).toEqual([p2.memberId]);

    // A username part finds members at any depth of the caller's team, and only there.
    const found = okValue(
      getDownline,
      await a.get(`${getDownline.path}?username=playerb${root.id}`),
    );
    expect(found.list.map((m) => m.memberId)).toEqual([p2.memberId]);
    const notMine = okValue(
      getDownline,
      await s.get(`${getDownline.path}?username=playera${root.id}`),
    );
    expect(notMine.list).toEqual([]);

    const info = okValue(getAgentInfo, await a.get(getAgentInfo.path));
    expect(info).toMatchObject({ teamSize: 4, directCount: 2 });
  });

  it('refuses a member outside the team, a member above, and one that does not exist alike', async () => {
    const top = await treeMember(null, 1);
    const mid = await treeMember(top.id, 1);
    const other = await treeMember(null, 1);
    const m = await signedIn(mid.username);
    for (const id of [top.id, other.id, 9_999_999_999]) {
      for (const path of [getDownline.path, getTeamKpi.path, getTeamPnl.path]) {
        failure(await m.get(`${path}?memberId=${id}`), 404, 'agent.member.outside.team');
      }
    }
  });

  it('refuses bad input with the envelope and creates nothing', async () => {
    const root = await treeMember(null, 1);
    const a = await signedIn(root.username);
    const taken = await treeMember(null, 0);
    const body = {
      username: `okname${root.id}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    const cases: [unknown, number, string][] = [
      [{ ...body, type: 2 }, 400, 'request_param_err'],
      [{ ...body, type: '0' }, 400, 'request_param_err'],
      [{ password: 'Secret123', confirmPassword: 'Secret123', type: 0 }, 400, 'request_param_err'],
      [{ ...body, username: 'a b', type: 0 }, 400, 'request_param_err'],
      [{ ...body, password: 'x', confirmPassword: 'x', type: 0 }, 400, 'request_param_err'],
      [{ ...body, confirmPassword: 'Secret124', type: 0 }, 400, 'password.confirm.mismatch'],
      [{ ...body, username: taken.username.toUpperCase(), type: 0 }, 409, 'username.exists'],
      [{ ...body, username: 'trial_agent', type: 0 }, 400, 'request_param_err'],
    ];
    for (const [payload, status, code] of cases) {
      failure(await a.call(openAccount, payload), status, code);
    }
    const after = okValue(getDownline, await a.get(getDownline.path));
    expect(after.list).toEqual([]);
    for (const q of ['cursor=abc', 'cursor=-1', 'pageSize=0', 'memberId=x', 'memberId=-3']) {
      failure(
        await a.get(`${getDownline.path}?${q}`),
        400,
        q.startsWith('cursor') ? 'records.cursor.invalid' : 'request_param_err',
      );
    }
    for (const q of [
      'period=week',
      'period=custom',
      'period=custom&startDate=2026-02-30&endDate=2026-03-01',
      'period=custom&startDate=2026-01-01&endDate=2026-06-01',
      'size=-1',
      'size=abc',
    ]) {
      const res = await a.get(`${getTeamKpi.path}?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('never moves a member to another upline (the database refuses it)', async () => {
    const a = await treeMember(null, 1);
    const b = await treeMember(null, 1);
    const p = await treeMember(a.id, 0);
    await expect(
      t.app.db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [p.id, b.id]),
    ).rejects.toThrow(/upline never changes/);
  });
});

/** Deterministic pseudo-random numbers (the same tree on every run of a seed). */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

describe('team figures (a random tree, a random day of play, brute force)', () => {
  it('sums every member of each team, and each direct downline team, as the history made them', async () => {
    const rnd = random(20_261_126);
    const root = await treeMember(null, 1);
    const nodes: { id: number; username: string; parent: number | null; type: number }[] = [
      { id: root.id, username: root.username, parent: null, type: 1 },
    ];
    for (let i = 0; i < 18; i++) {
      const agents = nodes.filter((n) => n.type === 1);
      const parent = agents[rnd(agents.length)]!;
      const type = rnd(3) === 0 ? 1 : 0;
      const m = await treeMember(parent.id, type);
      nodes.push({ id: m.id, username: m.username, parent: parent.id, type });
    }
    const did = new Map(nodes.map((n) => [n.id, { logins: 0, rounds: 0, stakes: 0, wins: 0 }]));
    for (const n of nodes) {
      const d = did.get(n.id)!;
      const rounds = rnd(3);
      if (rounds) await fund(t.app, n.id, 100_000);
      for (let r = 0; r < rounds; r++) {
        const stake = 100 + rnd(900);
        const win = rnd(2) ? rnd(2_000) : 0;
        await playRound(n.id, stake, win);
        d.rounds++;
        d.stakes += stake;
        d.wins += win;
      }
      const logins = rnd(3);
      for (let l = 0; l < logins; l++) await signInAs(t.app, n.username, 'Secret123');
      d.logins += logins;
    }
    // The viewer's own sign-in counts too.
    const viewer = await signedIn(root.username);
    did.get(root.id)!.logins++;
    const teamOf = (id: number): number[] => [
      id,
      ...nodes.filter((n) => n.parent === id).flatMap((n) => teamOf(n.id)),
    ];
    const expected = (id: number): Partial<TeamFigures> => {
      const team = teamOf(id).map((m) => did.get(m)!);
      const stakes = team.reduce((s, d) => s + d.stakes, 0);
      const wins = team.reduce((s, d) => s + d.wins, 0);
      return {
        teamSize: team.length,
        registeredCount: team.length,
        firstDepositCount: 0,
        loggedInCount: team.filter((d) => d.logins > 0).length,
        bettingCount: team.filter((d) => d.rounds > 0).length,
        // A sign-in and a game launch each start a live session.
        onlineCount: team.filter((d) => d.logins > 0 || d.rounds > 0).length,
        stakesMinor: stakes,
        validStakesMinor: stakes,
        winsMinor: wins,
        betCount: team.reduce((s, d) => s + d.rounds, 0),
        profitMinor: wins - stakes,
        depositsMinor: 0,
        bonusesMinor: 0,
      };
    };

    // Team figures are as of the last fold (seconds behind the ledger): fold now.
    await foldTeams(t.app);
    for (const n of nodes.filter((x) => x.type === 1)) {
      const kpi = okValue(
        getTeamKpi,
        await viewer.get(`${getTeamKpi.path}?memberId=${n.id}&size=100&period=thisWeek`),
      );
      expect(kpi.summary, `team of ${n.username}`).toMatchObject(expected(n.id));
      expect(kpi.footer.teamBetMemberCount).toBe(expected(n.id).bettingCount);
      const children = nodes.filter((c) => c.parent === n.id);
      expect(kpi.list.map((r) => r.memberId)).toEqual(children.map((c) => c.id));
      for (const row of kpi.list) expect(row.figures).toMatchObject(expected(row.memberId));
    }

    // The same day seen by day and by member.
    const pnl = okValue(getTeamPnl, await viewer.get(`${getTeamPnl.path}?period=thisMonth`));
    expect(pnl.totals.profitMinor).toBe(expected(root.id).profitMinor);
    expect(pnl.days.reduce((s, d) => s + d.stakesMinor, 0)).toBe(expected(root.id).stakesMinor);
    const bettors = okValue(
      getTeamBetting,
      await viewer.get(`${getTeamBetting.path}?period=today&pageSize=100`),
    );
    const players = nodes.filter((n) => did.get(n.id)!.rounds > 0);
    expect(bettors.list.map((b) => b.memberId).sort()).toEqual(players.map((p) => p.id).sort());
    for (const b of bettors.list) {
      const d = did.get(b.memberId)!;
      expect(b).toMatchObject({ betCount: d.rounds, stakesMinor: d.stakes, winsMinor: d.wins });
    }
    // Largest valid stake first.
    const valid = bettors.list.map((b) => b.validStakesMinor);
    expect(valid).toEqual([...valid].sort((x, y) => y - x));

    // Spec 7: the KPI asked by its dates alone is that custom range.
    const byDates = okValue(
      getTeamKpi,
      await viewer.get(`${getTeamKpi.path}?startDate=2026-01-01&endDate=2026-01-31&size=0`),
    );
    expect(byDates.range).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(byDates.summary.stakesMinor).toBe(0);

    // Yesterday: nothing yet, every counter but the team's size at zero.
    const before = okValue(getTeamKpi, await viewer.get(`${getTeamKpi.path}?period=yesterday`));
    expect(before.summary).toMatchObject({
      teamSize: nodes.length,
      registeredCount: 0,
      stakesMinor: 0,
    });
  });
});
