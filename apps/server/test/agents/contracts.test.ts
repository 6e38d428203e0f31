import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_KEY_HEADER,
  decideContract,
  getContractBills,
  getContractRequests,
  getContracts,
  offerContract,
  operatorOfferContract,
  type WageTier,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { call } from '../helpers/accounts.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { fund, walletMinor } from '../helpers/vendor.ts';
import { dayIn } from '../../src/money/records-range.ts';
import { billsOf, payBill, payPendingBills, writeBills } from '../../src/agents/contract-bills.ts';
import { dailyWageJob } from '../../src/agents/contract-routes.ts';
import { acceptingSubAgent, playRound, signedIn, treeMember } from './agent-support.ts';

// Issue 20 "Contracts": the daily wage offered by an upline (the platform for a top agent),
// accepted or rejected; a child's tier never above its upline's; settlement writes one bill per
// contract and day and pays it once from the upline's wallet (pending when short, never negative).
const OPERATOR_KEY = 'contracts-test-operator-key-01';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_API_KEY: OPERATOR_KEY } });
});
afterAll(() => t?.close());

const PLATFORM_TIERS: WageTier[] = [
  { validStakeMinor: 0, activeMembers: 1, rateBp: 100 },
  { validStakeMinor: 100_000, activeMembers: 2, rateBp: 200 },
];
const operator = (payload: unknown) =>
  call(t.app, operatorOfferContract, payload, {
    headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
  });

/** A top agent with an accepted platform contract, signed in. */
async function topAgent() {
  const top = await treeMember(t.app, null, 1);
  const offered = okValue(
    operatorOfferContract,
    await operator({ username: top.username, kind: 'daily_wage', tiers: PLATFORM_TIERS }),
  );
  expect(offered).toMatchObject({ state: 'offered', upline: null });
  const session = await signedIn(t.app, top.username);
  okValue(
    decideContract,
    await session.call(decideContract, { id: offered.id, decision: 'accept' }),
  );
  return { ...top, session };
}

const books = { merchantCode: 'demo', currency: 'BDT', timeZone: 'Asia/Dhaka' };
const deps = () => ({ db: t.app.db, money: t.app.money, mails: t.app.repos.mails });
const today = () => dayIn('Asia/Dhaka', new Date());

describe('offers and decisions', () => {
  it('offers a direct sub-agent tiers within its own, and refuses what breaks a rule', async () => {
    const top = await topAgent();
    const sub = await treeMember(t.app, top.id, 1);
    const grandchild = await treeMember(t.app, sub.id, 1);
    const player = await treeMember(t.app, top.id, 0);
    const stranger = await treeMember(t.app, null, 1);
    const offer = (memberId: number, tiers: WageTier[]) =>
      top.session.call(offerContract, { memberId, kind: 'daily_wage', tiers });

    failure(
      await offer(sub.id, [{ validStakeMinor: 0, activeMembers: 1, rateBp: 101 }]),
      409,
      'contract.tier.above.upline',
    );
    // At 100,000 and 2 members the top agent earns 2%: a child may get that much there, not below.
    failure(
      await offer(sub.id, [{ validStakeMinor: 50_000, activeMembers: 2, rateBp: 150 }]),
      409,
      'contract.tier.above.upline',
    );
    failure(await offer(player.id, PLATFORM_TIERS), 409, 'contract.not.agent');
    failure(await offer(grandchild.id, PLATFORM_TIERS), 404, 'agent.member.outside.team');
    failure(await offer(stranger.id, PLATFORM_TIERS), 404, 'agent.member.outside.team');
    failure(await offer(9_999_999, PLATFORM_TIERS), 404, 'agent.member.outside.team');

    const ok = okValue(
      offerContract,
      await offer(sub.id, [
        { validStakeMinor: 0, activeMembers: 1, rateBp: 60 },
        { validStakeMinor: 100_000, activeMembers: 2, rateBp: 200 },
      ]),
    );
    expect(ok).toMatchObject({
      state: 'offered',
      agent: { memberId: sub.id },
      upline: { memberId: top.id },
    });
    failure(await offer(sub.id, PLATFORM_TIERS), 409, 'contract.pending');

    // The sub-agent has no active contract yet: nothing to offer its own downline from.
    const s = await signedIn(t.app, sub.username);
    failure(
      await s.call(offerContract, {
        memberId: grandchild.id,
        kind: 'daily_wage',
        tiers: [{ validStakeMinor: 0, activeMembers: 1, rateBp: 10 }],
      }),
      409,
      'contract.upline.none',
    );
    expect(okValue(getContractRequests, await s.get(getContractRequests.path))).toEqual({
      dailysalreqtype: String(ok.id),
      divtypecompperiodreq: null,
      contracthoursalreq: null,
    });
    expect(okValue(getContracts, await top.session.get(getContracts.path)).offered).toHaveLength(1);
  });

  it('lets only the agent offered decide, once; accepting ends its active contract', async () => {
    const top = await topAgent();
    const sub = await treeMember(t.app, top.id, 1);
    const tiers = [{ validStakeMinor: 0, activeMembers: 1, rateBp: 50 }];
    const offer = () =>
      top.session.call(offerContract, { memberId: sub.id, kind: 'daily_wage', tiers });
    const first = okValue(offerContract, await offer());
    const s = await signedIn(t.app, sub.username);
    failure(
      await top.session.call(decideContract, { id: first.id, decision: 'accept' }),
      404,
      'contract.not.found',
    );
    expect(
      okValue(decideContract, await s.call(decideContract, { id: first.id, decision: 'reject' })),
    ).toMatchObject({ state: 'rejected' });
    failure(
      await s.call(decideContract, { id: first.id, decision: 'accept' }),
      409,
      'contract.state',
    );
    const second = okValue(offerContract, await offer());
    okValue(decideContract, await s.call(decideContract, { id: second.id, decision: 'accept' }));
    const third = okValue(offerContract, await offer());
    okValue(decideContract, await s.call(decideContract, { id: third.id, decision: 'accept' }));
    const mine = okValue(getContracts, await s.get(getContracts.path)).mine;
    expect(mine.map((c) => [c.id, c.state])).toEqual([
      [third.id, 'active'],
      [second.id, 'expired'],
      [first.id, 'rejected'],
    ]);
    expect(okValue(getContractRequests, await s.get(getContractRequests.path))).toMatchObject({
      dailysalreqtype: null,
    });
  });

  it('refuses bad input with the envelope', async () => {
    const top = await topAgent();
    const sub = await treeMember(t.app, top.id, 1);
    const tier = { validStakeMinor: 0, activeMembers: 1, rateBp: 50 };
    for (const body of [
      {},
      { memberId: sub.id, kind: 'daily_wage', tiers: [] },
      { memberId: sub.id, kind: 'dividend', tiers: [tier] },
      { memberId: sub.id, kind: 'daily_wage', tiers: [{ ...tier, rateBp: 301 }] },
      { memberId: sub.id, kind: 'daily_wage', tiers: [{ ...tier, rateBp: 0 }] },
      { memberId: sub.id, kind: 'daily_wage', tiers: [{ ...tier, validStakeMinor: -1 }] },
      { memberId: sub.id, kind: 'daily_wage', tiers: [tier, tier] },
      {
        memberId: sub.id,
        kind: 'daily_wage',
        tiers: [tier, { validStakeMinor: 10, activeMembers: 2, rateBp: 40 }],
      },
      { memberId: sub.id, kind: 'daily_wage', tiers: [tier], extra: 1 },
      { memberId: '1', kind: 'daily_wage', tiers: [tier] },
    ]) {
      failure(await top.session.call(offerContract, body), 400, 'request_param_err');
    }
    failure(
      await top.session.call(decideContract, { id: 1, decision: 'maybe' }),
      400,
      'request_param_err',
    );
    failure(
      await top.session.get(`${getContractBills.path}?cursor=x`),
      400,
      'records.cursor.invalid',
    );
    failure(
      await operator({ username: sub.username, kind: 'daily_wage', tiers: [tier] }),
      409,
      'contract.not.agent',
    );
    failure(
      await operator({ username: 'nobody-here', kind: 'daily_wage', tiers: [tier] }),
      404,
      'not.found',
    );
    failure(
      await call(t.app, operatorOfferContract, {
        username: sub.username,
        kind: 'daily_wage',
        tiers: [tier],
      }),
      401,
      'operator.key.invalid',
    );
    const player = await treeMember(t.app, null, 0);
    const p = await signedIn(t.app, player.username);
    failure(await p.get(getContracts.path), 403, 'agent.only');
    expect(okValue(getContractRequests, await p.get(getContractRequests.path))).toEqual({
      dailysalreqtype: null,
      divtypecompperiodreq: null,
      contracthoursalreq: null,
    });
  });
});

describe('daily wage settlement', () => {
  it("bills the contract in force at the day's end once, however often it changed that day", async () => {
    const top = await topAgent();
    const sub = await treeMember(t.app, top.id, 1);
    const s = await signedIn(t.app, sub.username);
    for (const rateBp of [40, 50, 60]) {
      const o = okValue(
        offerContract,
        await top.session.call(offerContract, {
          memberId: sub.id,
          kind: 'daily_wage',
          tiers: [{ validStakeMinor: 0, activeMembers: 1, rateBp }],
        }),
      );
      okValue(decideContract, await s.call(decideContract, { id: o.id, decision: 'accept' }));
    }
    const player = await treeMember(t.app, sub.id, 0);
    await fund(t.app, player.id, 10_000);
    await playRound(t.app, player.id, 10_000, 0);
    // Run as the job runs two days later: today is among the days it catches up on.
    const job = dailyWageJob(deps());
    const tomorrow2 = new Date(Date.now() + 2 * 86_400_000);
    const run = () =>
      job.run({
        merchantCode: 'demo',
        timeZone: 'Asia/Dhaka',
        period: dayIn('Asia/Dhaka', tomorrow2),
        attempt: 1,
        log: t.app.log,
      });
    await run();
    await run();
    const bills = (await billsOf(t.app.db, sub.id, 'daily_wage', undefined)).list.filter(
      (b) => b.agent.memberId === sub.id,
    );
    // Today's play on today's bill (the contract of 60 bp in force at its end), and tomorrow's
    // bill with nothing played (no tier reached): one each, after two runs.
    const tomorrow = dayIn('Asia/Dhaka', new Date(Date.now() + 86_400_000));
    expect(bills.map((b) => [b.period, b.rateBp, b.amountMinor]).sort()).toEqual(
      [
        [today(), 60, 60],
        [tomorrow, 0, 0],
      ].sort(),
    );
  });

  it("refuses an acceptance above the upline's contract as it is now", async () => {
    const top = await topAgent();
    const sub = await treeMember(t.app, top.id, 1);
    const s = await signedIn(t.app, sub.username);
    const o = okValue(
      offerContract,
      await top.session.call(offerContract, {
        memberId: sub.id,
        kind: 'daily_wage',
        tiers: [{ validStakeMinor: 0, activeMembers: 1, rateBp: 100 }],
      }),
    );
    // The platform lowers the upline's own contract, and the upline accepts it.
    const lower = okValue(
      operatorOfferContract,
      await operator({
        username: top.username,
        kind: 'daily_wage',
        tiers: [{ validStakeMinor: 0, activeMembers: 1, rateBp: 50 }],
      }),
    );
    okValue(
      decideContract,
      await top.session.call(decideContract, { id: lower.id, decision: 'accept' }),
    );
    failure(
      await s.call(decideContract, { id: o.id, decision: 'accept' }),
      409,
      'contract.tier.above.upline',
    );
  });

  it('bills each contract once a day and pays each bill once, from the upline', async () => {
    const top = await topAgent();
    const { sub, s } = await acceptingSubAgent(t.app, top, 'daily_wage', [
      { validStakeMinor: 0, activeMembers: 1, rateBp: 60 },
    ]);
    const players = [await treeMember(t.app, sub.id, 0), await treeMember(t.app, sub.id, 0)];
    for (const p of players) {
      await fund(t.app, p.id, 200_000);
      await playRound(t.app, p.id, 60_000, 0);
    }
    // The top agent's team: 120,000 valid stake, 2 players -> 2%; the sub-agent's: 0.6%.
    const topWage = 2_400;
    const subWage = 720;
    await fund(t.app, top.id, subWage);
    const day = today();
    const platform = await t.app.money.houseAccount(books, 'agent_wages');
    const platformBefore = await t.app.money.balance(platform);

    // Written once, whatever the number of runs; paid once.
    await writeBills(deps(), books, 'daily_wage', { startDate: day, endDate: day });
    await writeBills(deps(), books, 'daily_wage', { startDate: day, endDate: day });
    const bills = (await billsOf(t.app.db, sub.id, 'daily_wage', undefined)).list;
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({
      period: day,
      validStakeMinor: 120_000,
      activeMembers: 2,
      rateBp: 60,
      amountMinor: subWage,
      state: 'pending',
    });
    const topBill = (await billsOf(t.app.db, top.id, 'daily_wage', undefined)).list.find(
      (b) => b.agent.memberId === top.id,
    )!;
    expect(topBill).toMatchObject({ rateBp: 200, amountMinor: topWage, upline: null });

    // A crash between the bill and its payment leaves it pending; two payers at once pay it once.
    const outcomes = await Promise.all([
      payBill(deps(), books, bills[0]!.id),
      payBill(deps(), books, bills[0]!.id),
    ]);
    expect(outcomes.sort()).toEqual(['done', 'paid']);
    // What the platform owes now: this top agent's bill, and any other test's still pending.
    const [owed] = await t.app.db.query<{ total: string }>(
      `SELECT COALESCE(sum(amount_minor), 0)::text AS total FROM agent_contract_bills
        WHERE state = 'pending' AND upline_id IS NULL`,
    );
    await payPendingBills(deps(), books);
    await payPendingBills(deps(), books);
    expect(await walletMinor(t.app, sub.id)).toBe(subWage);
    expect(await walletMinor(t.app, top.id)).toBe(topWage);
    expect(BigInt(owed!.total)).toBeGreaterThanOrEqual(BigInt(topWage));
    expect(await t.app.money.balance(platform)).toBe(platformBefore - BigInt(owed!.total));
    const after = okValue(getContractBills, await s.get(getContractBills.path)).list;
    expect(after.map((b) => b.state)).toEqual(['paid']);
  });

  it('leaves a bill pending when the upline is short, tells it once, and pays it when funded', async () => {
    const top = await topAgent();
    const { sub } = await acceptingSubAgent(t.app, top, 'daily_wage', [
      { validStakeMinor: 0, activeMembers: 1, rateBp: 100 },
    ]);
    const player = await treeMember(t.app, sub.id, 0);
    await fund(t.app, player.id, 100_000);
    await playRound(t.app, player.id, 50_000, 0);
    // The top agent's own wage (1% of 50,000) is paid first by the platform; its sub-agent's
    // (also 500) exceeds nothing, so drain the top agent's wallet before paying the sub-agent.
    await writeBills(deps(), books, 'daily_wage', { startDate: today(), endDate: today() });
    const [subBill] = (await billsOf(t.app.db, sub.id, 'daily_wage', undefined)).list;
    expect(subBill).toMatchObject({ amountMinor: 500, state: 'pending' });
    expect(await payBill(deps(), books, subBill!.id)).toBe('short');
    expect(await payBill(deps(), books, subBill!.id)).toBe('short');
    expect(await walletMinor(t.app, sub.id)).toBe(0);
    const mails = await t.app.repos.mails.inbox(top.id, 0, 10);
    expect(JSON.stringify(mails).match(/A daily wage is waiting/g)).toHaveLength(1);
    await fund(t.app, top.id, 500);
    expect(await payBill(deps(), books, subBill!.id)).toBe('paid');
    expect(await walletMinor(t.app, sub.id)).toBe(500);
    expect(await walletMinor(t.app, top.id)).toBe(0);
  });
});
