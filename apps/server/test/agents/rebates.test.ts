import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_KEY_HEADER,
  devSettleAgents,
  getRebateBills,
  getRebates,
  getTeamBettingGroups,
  getTeamKpi,
  getTransactionRecords,
  openAccount,
  operatorSetRebates,
  setRebates,
  type RebateRate,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { call } from '../helpers/accounts.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { fund, uid, vendorCall, walletMinor, walletValue } from '../helpers/vendor.ts';
import { dayIn } from '../../src/money/records-range.ts';
import { rebateJob } from '../../src/agents/rebate-routes.ts';
import { settleRebates } from '../../src/agents/rebate-settlement.ts';
import { checkRollups } from '../../src/money/check.ts';
import type { Money } from '../../src/money/money.ts';
import { foldTeams, PASSWORD, playRound, signedIn, treeMember } from './agent-support.ts';

// Issue 20 "Rebates": schemes per game category with levels; a member's rate never above its
// upline's; an agent earns (own rate - child rate) x the child team's valid stake (and every
// member its own rate on its own); a daily job pays it through the money module, once per
// (member, day), re-runnable after a crash. Team betting by vendor and category.
const OPERATOR_KEY = 'rebates-test-operator-key-0001';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_API_KEY: OPERATOR_KEY } });
});
afterAll(() => t?.close());

const merchant = { code: 'demo', currencyCode: 'BDT', timeZone: 'Asia/Dhaka' };
const today = () => dayIn('Asia/Dhaka', new Date());
const operator = (payload: unknown) =>
  call(t.app, operatorSetRebates, payload, { headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY } });
const rng = (rateBp: number): RebateRate[] => [{ gameType: 'RNG', rateBp }];
const rateOf = (rates: readonly RebateRate[], gameType: string) =>
  rates.find((r) => r.gameType === gameType)?.rateBp;

/** A top agent whose RNG rate the operator set, signed in. */
async function topAgent(rateBp = 120) {
  const top = await treeMember(t.app, null, 1);
  okValue(operatorSetRebates, await operator({ username: top.username, rates: rng(rateBp) }));
  return { ...top, session: await signedIn(t.app, top.username) };
}

/**
 * Each settlement test plays and settles today as a day of its own: the day's marker (written
 * once per merchant day) is dropped first. The test's members are new, so none has a bill yet.
 */
const freshDay = () => t.app.db.query(`DELETE FROM rebate_days WHERE merchant_code = 'demo'`);

/** Sets a member's rates as its upline would have (the rules are tested through the API). */
const setRates = (memberId: number, rates: RebateRate[]) =>
  t.app.db.query(
    `INSERT INTO member_rebate_rates (member_id, game_type, rate_bp)
     SELECT $1, x.t, x.r FROM unnest($2::text[], $3::int[]) AS x(t, r)
     ON CONFLICT (member_id, game_type) DO UPDATE SET rate_bp = EXCLUDED.rate_bp`,
    [memberId, rates.map((r) => r.gameType), rates.map((r) => r.rateBp)],
  );

describe('rates', () => {
  it('shows the scheme and the caller’s rates, and a direct member’s on request', async () => {
    const top = await topAgent();
    const child = await treeMember(t.app, top.id, 0);
    const grandchild = await treeMember(t.app, (await treeMember(t.app, top.id, 1)).id, 0);
    const mine = okValue(getRebates, await top.session.get(getRebates.path));
    expect(mine.scheme).toContainEqual({ gameType: 'RNG', maxRateBp: 150, stepBp: 10 });
    // Every category of the scheme, 0 where none is set.
    expect(mine.own).toHaveLength(mine.scheme.length);
    expect(rateOf(mine.own, 'RNG')).toBe(120);
    expect(rateOf(mine.own, 'LIVE')).toBe(0);
    expect(mine.member).toBeNull();
    const theirs = okValue(
      getRebates,
      await top.session.get(`${getRebates.path}?memberId=${child.id}`),
    );
    expect(theirs.member).toMatchObject({ memberId: child.id, username: child.username });
    expect(rateOf(theirs.member!.rates, 'RNG')).toBe(0);

    failure(
      await top.session.get(`${getRebates.path}?memberId=${grandchild.id}`),
      409,
      'rebate.member.not.direct',
    );
    const stranger = await treeMember(t.app, null, 0);
    failure(
      await top.session.get(`${getRebates.path}?memberId=${stranger.id}`),
      404,
      'agent.member.outside.team',
    );
    failure(await top.session.get(`${getRebates.path}?memberId=abc`), 400, 'request_param_err');
    const player = await signedIn(t.app, child.username);
    failure(await player.get(getRebates.path), 403, 'agent.only');
    failure(await t.app.inject({ url: getRebates.path }), 401, 'login.not.session');
  });

  it('raises a direct member’s rates up to the agent’s own, never lowers them', async () => {
    const top = await topAgent(100);
    const sub = await treeMember(t.app, top.id, 1);
    const grandchild = await treeMember(t.app, sub.id, 0);
    const raise = (memberId: number, rates: unknown) =>
      top.session.call(setRebates, { memberId, rates });

    failure(await raise(sub.id, rng(110)), 409, 'rebate.rate.above.upline');
    failure(await raise(sub.id, rng(55)), 400, 'rebate.rate.step');
    failure(
      await raise(sub.id, [{ gameType: 'POKER', rateBp: 10 }]),
      400,
      'rebate.category.unknown',
    );
    failure(await raise(grandchild.id, rng(10)), 409, 'rebate.member.not.direct');
    failure(await raise(9_999_999, rng(10)), 404, 'agent.member.outside.team');
    // LIVE: the agent has no rate there, so its members can have none either.
    failure(
      await raise(sub.id, [{ gameType: 'LIVE', rateBp: 10 }]),
      409,
      'rebate.rate.above.upline',
    );

    const set = okValue(setRebates, await raise(sub.id, rng(60)));
    expect(rateOf(set.rates, 'RNG')).toBe(60);
    failure(await raise(sub.id, rng(50)), 409, 'rebate.rate.lowered');
    expect(rateOf(okValue(setRebates, await raise(sub.id, rng(100))).rates, 'RNG')).toBe(100);

    // The sub-agent passes on at most what it has.
    const s = await signedIn(t.app, sub.username);
    failure(
      await s.call(setRebates, { memberId: grandchild.id, rates: rng(110) }),
      409,
      'rebate.rate.above.upline',
    );
    okValue(setRebates, await s.call(setRebates, { memberId: grandchild.id, rates: rng(100) }));
  });

  it('refuses bad input with the envelope', async () => {
    const top = await topAgent();
    const child = await treeMember(t.app, top.id, 0);
    for (const body of [
      {},
      { memberId: child.id },
      { memberId: child.id, rates: [] },
      { memberId: child.id, rates: [{ gameType: 'RNG', rateBp: -10 }] },
      { memberId: child.id, rates: [{ gameType: 'RNG', rateBp: 10.5 }] },
      { memberId: child.id, rates: [{ gameType: 'RNG', rateBp: '10' }] },
      { memberId: child.id, rates: [{ gameType: 'RNG', rateBp: 5000 }] },
      { memberId: child.id, rates: [{ gameType: '', rateBp: 10 }] },
      { memberId: child.id, rates: [...rng(10), ...rng(20)] },
      { memberId: -1, rates: rng(10) },
      { memberId: child.id, rates: rng(10), extra: true },
      { memberId: child.id, rates: 'RNG' },
    ]) {
      failure(await top.session.call(setRebates, body), 400, 'request_param_err');
    }
    for (const cursor of ['x', '2026-13-45', '2026-02-30']) {
      failure(
        await top.session.get(`${getRebateBills.path}?cursor=${cursor}`),
        400,
        'records.cursor.invalid',
      );
    }
  });

  it('lets the operator set a top agent’s rates, within the scheme and above its children', async () => {
    const top = await topAgent(100);
    const sub = await treeMember(t.app, top.id, 1);
    await top.session.call(setRebates, { memberId: sub.id, rates: rng(80) });
    failure(
      await operator({ username: top.username, rates: rng(70) }),
      409,
      'rebate.rate.below.downline',
    );
    failure(
      await operator({ username: top.username, rates: rng(160) }),
      409,
      'rebate.rate.above.upline',
    );
    failure(await operator({ username: top.username, rates: rng(85) }), 400, 'rebate.rate.step');
    failure(await operator({ username: sub.username, rates: rng(10) }), 409, 'contract.not.agent');
    const player = await treeMember(t.app, null, 0);
    failure(
      await operator({ username: player.username, rates: rng(10) }),
      409,
      'contract.not.agent',
    );
    failure(await operator({ username: 'nobody-here', rates: rng(10) }), 404, 'not.found');
    failure(await operator({ username: top.username, rates: [] }), 400, 'request_param_err');
    failure(
      await call(t.app, operatorSetRebates, { username: top.username, rates: rng(90) }),
      401,
      'operator.key.invalid',
    );
    // Lowered to its child's rate: allowed.
    const ok = okValue(
      operatorSetRebates,
      await operator({ username: top.username, rates: rng(80) }),
    );
    expect(rateOf(ok.rates, 'RNG')).toBe(80);
  });

  it('opens an account with rates at most the agent’s, or not at all', async () => {
    const top = await topAgent(100);
    const body = (username: string, rates: RebateRate[]) => ({
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      type: 1,
      rates,
    });
    const name = `rb${process.pid % 1000}${Date.now() % 100000}`;
    failure(
      await top.session.call(openAccount, body(`${name}a`, rng(110))),
      409,
      'rebate.rate.above.upline',
    );
    // Nothing was created by the refused call: the name is still free.
    const opened = okValue(
      openAccount,
      await top.session.call(openAccount, body(`${name}a`, rng(90))),
    );
    const theirs = okValue(
      getRebates,
      await top.session.get(`${getRebates.path}?memberId=${opened.memberId}`),
    );
    expect(rateOf(theirs.member!.rates, 'RNG')).toBe(90);
  });
});

describe('the daily rebate', () => {
  it('pays each member its own rate and each upline the difference, once', async () => {
    await freshDay();
    // top (120) -> sub (80) -> player (30); direct player (0). RNG rounds today.
    const top = await topAgent(120);
    const sub = await treeMember(t.app, top.id, 1);
    const player = await treeMember(t.app, sub.id, 0);
    const direct = await treeMember(t.app, top.id, 0);
    await setRates(sub.id, rng(80));
    await setRates(player.id, rng(30));
    for (const [m, stake] of [
      [player.id, 10_000],
      [direct.id, 5_000],
      [sub.id, 2_000],
    ] as const) {
      await fund(t.app, m, stake);
      await playRound(t.app, m, stake, 0);
    }
    const before = new Map(
      await Promise.all(
        [top, sub, player, direct].map(
          async (m) => [m.id, await walletMinor(t.app, m.id)] as const,
        ),
      ),
    );
    // Run as the job runs the next day: today is the day before.
    const job = rebateJob({ db: t.app.db, money: t.app.money });
    const run = () =>
      job.run({
        merchantCode: 'demo',
        timeZone: 'Asia/Dhaka',
        period: dayIn('Asia/Dhaka', new Date(Date.now() + 86_400_000)),
        attempt: 1,
        log: t.app.log,
      });
    await run();
    await run();
    const gain = async (id: number) => (await walletMinor(t.app, id)) - before.get(id)!;
    // player 30 bp of 10,000; sub 80 bp of its own 2,000 and 50 bp of player's 10,000; top
    // 40 bp of sub's team (12,000) and 120 bp of direct's 5,000. Together: 120 bp of 17,000.
    expect(await gain(player.id)).toBe(30);
    expect(await gain(sub.id)).toBe(16 + 50);
    expect(await gain(top.id)).toBe(48 + 60);
    expect(await gain(direct.id)).toBe(0);

    const bills = okValue(getRebateBills, await top.session.get(getRebateBills.path));
    expect(bills.last30DaysMinor).toBe(108);
    expect(bills.list).toHaveLength(1);
    expect(bills.list[0]).toMatchObject({
      day: today(),
      amountMinor: 108,
      lines: [
        {
          gameType: 'RNG',
          ownStakeMinor: 0,
          ownRateBp: 120,
          teamStakeMinor: 17_000,
          amountMinor: 108,
        },
      ],
    });
    const subBills = okValue(
      getRebateBills,
      await (await signedIn(t.app, sub.username)).get(getRebateBills.path),
    );
    expect(subBills.list[0]!.lines).toEqual([
      {
        gameType: 'RNG',
        ownStakeMinor: 2_000,
        ownRateBp: 80,
        teamStakeMinor: 10_000,
        amountMinor: 66,
      },
    ]);

    // The statement shows it, and the team's figures count it (paid today, into today's row).
    const records = okValue(
      getTransactionRecords,
      await top.session.get(`${getTransactionRecords.path}?period=today&type=REBATE`),
    );
    expect(records.list).toEqual([
      expect.objectContaining({ type: 'REBATE', amountMinor: 108, note: today(), status: 'done' }),
    ]);
    await foldTeams(t.app);
    const kpi = okValue(getTeamKpi, await top.session.get(`${getTeamKpi.path}?period=today`));
    expect(kpi.summary.rebatesMinor).toBe(30 + 66 + 108);
    // The rollups agree with the journal, rebates included.
    const team = new Set([top.id, sub.id, player.id, direct.id]);
    expect((await checkRollups(t.app.db)).filter((x) => team.has(Number(x.memberId)))).toEqual([]);
  });

  it('resumes after a crash between two payments and pays each bill exactly once', async () => {
    await freshDay();
    const top = await topAgent(100);
    const players = await Promise.all([1, 2, 3].map(() => treeMember(t.app, top.id, 0)));
    for (const p of players) {
      await setRates(p.id, rng(10));
      await fund(t.app, p.id, 1_000);
      await playRound(t.app, p.id, 1_000, 0);
    }
    const team = [top, ...players].map((m) => m.id);
    const wallets = async () => Promise.all(team.map((id) => walletMinor(t.app, id)));
    const before = await wallets();
    let batches = 0;
    const crashing = {
      ...t.app.money,
      payEach: async (...args: Parameters<Money['payEach']>) => {
        if (++batches === 2) throw new Error('killed between two payments');
        return t.app.money.payEach(...args);
      },
    } as Money;
    // One bill a batch: the first is paid and committed, the process dies in the second.
    await expect(
      settleRebates({ db: t.app.db, money: crashing }, merchant, today(), 1),
    ).rejects.toThrow('killed');
    const states = async () =>
      (
        await t.app.db.query<{ state: string }>(
          `SELECT state FROM rebate_bills WHERE member_id = ANY ($1::bigint[]) ORDER BY state`,
          [team],
        )
      ).map((r) => r.state);
    expect(await states()).toEqual(['paid', 'pending', 'pending', 'pending']);
    const paidSoFar = (await wallets()).reduce((sum, w, i) => sum + w - before[i]!, 0);
    expect([1, 27]).toContain(paidSoFar);
    // The rerun pays the three left, once; a third run pays nothing.
    expect(await settleRebates({ db: t.app.db, money: t.app.money }, merchant, today())).toBe(3);
    expect(await settleRebates({ db: t.app.db, money: t.app.money }, merchant, today())).toBe(0);
    // 90 bp of each player's 1,000 to the top agent, 10 bp to each player.
    const after = await wallets();
    expect(after.map((w, i) => w - before[i]!)).toEqual([27, 1, 1, 1]);
    expect(await states()).toEqual(['paid', 'paid', 'paid', 'paid']);
  });

  it('writes a day once: a rate raised afterwards pays nothing more for that day', async () => {
    await freshDay();
    const top = await topAgent(100);
    const child = await treeMember(t.app, top.id, 0);
    await fund(t.app, child.id, 10_000);
    await playRound(t.app, child.id, 10_000, 0);
    const settle = () => settleRebates({ db: t.app.db, money: t.app.money }, merchant, today());
    const before = await walletMinor(t.app, top.id);
    await settle();
    // The child had no rate: no bill for it; the top agent took the whole 1%.
    expect((await walletMinor(t.app, top.id)) - before).toBe(100);
    await setRates(child.id, rng(30));
    await settle();
    expect(await walletMinor(t.app, child.id)).toBe(0);
    expect((await walletMinor(t.app, top.id)) - before).toBe(100);
  });

  it('matches a brute-force walk of every bettor’s chain on a random tree', async () => {
    await freshDay();
    // A seeded random tree of 15 under one top agent, rates falling down each chain, stakes in
    // RNG and LIVE; each member's expected rebate by walking each bettor's chain upwards.
    let seed = 20_261_126;
    const rand = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    const top = await topAgent(150);
    await setRates(top.id, [...rng(150), { gameType: 'LIVE', rateBp: 100 }]);
    const members = [{ id: top.id, parent: null as number | null, rates: { RNG: 150, LIVE: 100 } }];
    for (let i = 0; i < 15; i++) {
      const parent = members[rand(members.length)]!;
      const m = await treeMember(t.app, parent.id, rand(2));
      const rates = {
        RNG: rand(parent.rates.RNG / 10 + 1) * 10,
        LIVE: rand(parent.rates.LIVE / 10 + 1) * 10,
      };
      await setRates(m.id, [
        { gameType: 'RNG', rateBp: rates.RNG },
        { gameType: 'LIVE', rateBp: rates.LIVE },
      ]);
      members.push({ id: m.id, parent: parent.id, rates });
    }
    const byId = new Map(members.map((m) => [m.id, m]));
    const basis = new Map<string, number>();
    for (const m of members) {
      for (const [gameId, type] of [
        ['PG_0002', 'RNG'],
        ['EVO_0001', 'LIVE'],
      ] as const) {
        const stake = (1 + rand(50)) * 100;
        await fund(t.app, m.id, stake);
        await playRoundOf(m.id, stake, gameId);
        // The bettor its own rate; each upline its rate less the rate of the member below it.
        let below = 0;
        for (
          let x: (typeof members)[number] | undefined = m;
          x;
          x = x.parent ? byId.get(x.parent) : undefined
        ) {
          const key = `${x.id}:${type}`;
          basis.set(key, (basis.get(key) ?? 0) + stake * (x.rates[type] - below));
          below = x.rates[type];
        }
      }
    }
    await settleRebates({ db: t.app.db, money: t.app.money }, merchant, today());
    const rows = await t.app.db.query<{
      member_id: string;
      figures: { gameType: string; amountMinor: number }[];
    }>(
      `SELECT member_id::text AS member_id, figures FROM rebate_bills
        WHERE member_id = ANY ($1::bigint[]) AND day = $2`,
      [members.map((m) => m.id), today()],
    );
    const paid = new Map(
      rows.flatMap((r) =>
        r.figures.map((f) => [`${r.member_id}:${f.gameType}`, f.amountMinor] as const),
      ),
    );
    const expected = new Map(
      [...basis].map(([k, b]) => [k, Math.floor(b / 10_000)] as const).filter(([, a]) => a > 0),
    );
    expect(Object.fromEntries(paid)).toEqual(Object.fromEntries(expected));
  });
});

describe('POST /dev/agents/settle (demo mode only)', () => {
  it("settles today now, once, as the next morning's jobs would", async () => {
    await freshDay();
    const top = await topAgent(100);
    const player = await treeMember(t.app, top.id, 0);
    await fund(t.app, player.id, 5_000);
    await playRound(t.app, player.id, 5_000, 0);
    const settle = (payload: unknown) => call(t.app, devSettleAgents, payload);
    const first = okValue(devSettleAgents, await settle({}));
    expect(first.day).toBe(today());
    // The top agent's 1% of 5,000 (the player has no rate).
    expect(first.rebatesPaid).toBe(1);
    expect(okValue(devSettleAgents, await settle({ day: today() })).rebatesPaid).toBe(0);
    expect(okValue(getRebateBills, await top.session.get(getRebateBills.path)).list).toEqual([
      expect.objectContaining({ day: today(), amountMinor: 50 }),
    ]);
    for (const bad of [{ day: 'today' }, { day: '2026-13-01x' }, { other: 1 }, { day: 20261126 }]) {
      failure(await settle(bad), 400, 'request_param_err');
    }
    failure(await settle({ day: '2026-02-30' }), 400, 'records.range.invalid');
    failure(await settle({ day: '2999-01-01' }), 400, 'records.range.invalid');
  });
});

/** A settled round in a game of the catalogue (its category decides the rate). */
async function playRoundOf(memberId: number, stake: number, gameId: string) {
  const vendor = gameId.split('_')[0]!;
  const base = { playerId: String(memberId), currency: 'BDT' };
  const roundId = uid('r');
  walletValue(
    await vendorCall(t.app, vendor, 'bet', {
      ...base,
      txId: uid('b'),
      roundId,
      amountMinor: stake,
      gameId,
    }),
  );
  walletValue(
    await vendorCall(t.app, vendor, 'win', { ...base, txId: uid('w'), roundId, amountMinor: 0 }),
  );
}

describe('team betting by vendor and category', () => {
  it('groups the team’s settled play, largest valid stake first', async () => {
    const top = await topAgent();
    const a = await treeMember(t.app, top.id, 0);
    const b = await treeMember(t.app, (await treeMember(t.app, top.id, 1)).id, 0);
    await fund(t.app, a.id, 10_000);
    await fund(t.app, b.id, 10_000);
    await playRoundOf(a.id, 3_000, 'PG_0002');
    await playRoundOf(b.id, 1_000, 'PG_0003');
    await playRoundOf(b.id, 5_000, 'EVO_0001');
    const groups = (by: string, extra = '') =>
      top.session.get(`${getTeamBettingGroups.path}?period=today&by=${by}${extra}`);
    const byCategory = okValue(getTeamBettingGroups, await groups('category'));
    expect(byCategory.list).toEqual([
      {
        key: 'LIVE',
        memberCount: 1,
        betCount: 1,
        validStakesMinor: 5_000,
        winsMinor: 0,
        netMinor: -5_000,
      },
      {
        key: 'RNG',
        memberCount: 2,
        betCount: 2,
        validStakesMinor: 4_000,
        winsMinor: 0,
        netMinor: -4_000,
      },
    ]);
    const byVendor = okValue(getTeamBettingGroups, await groups('vendor'));
    expect(byVendor.list.map((g) => [g.key, g.validStakesMinor])).toEqual([
      ['EVO', 5_000],
      ['PG', 4_000],
    ]);
    // Drill-down: a's team alone.
    const mine = okValue(getTeamBettingGroups, await groups('vendor', `&memberId=${a.id}`));
    expect(mine.path.map((p) => p.memberId)).toEqual([top.id, a.id]);
    expect(mine.list.map((g) => [g.key, g.validStakesMinor])).toEqual([['PG', 3_000]]);

    failure(await groups('game'), 400, 'request_param_err');
    failure(
      await top.session.get(`${getTeamBettingGroups.path}?period=today`),
      400,
      'request_param_err',
    );
    failure(await groups('vendor', '&memberId=9999999'), 404, 'agent.member.outside.team');
    failure(
      await top.session.get(
        `${getTeamBettingGroups.path}?by=vendor&startDate=2026-01-01&endDate=2026-12-31`,
      ),
      400,
      'records.range.invalid',
    );
  });
});
