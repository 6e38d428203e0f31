import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_KEY_HEADER,
  decideContract,
  getContractBills,
  getContractRequests,
  getDividendInfo,
  offerContract,
  operatorOfferContract,
  withdrawContract,
  type DividendTier,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { call } from '../helpers/accounts.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { fund, walletMinor } from '../helpers/vendor.ts';
import { dayIn, fromEpochDay, toEpochDay } from '../../src/money/records-range.ts';
import { halfMonthOf } from '../../src/agents/contract-bills.ts';
import { dividendJob, hourBefore, hourlyWageJob } from '../../src/agents/contract-routes.ts';
import { acceptingSubAgent, foldTeams, playRound, signedIn, treeMember } from './agent-support.ts';

// Issue 20 "Contracts": the hourly wage, a rate of the team's valid stake in an hour of the
// merchant's clock, paid the next hour; and the dividend, a share of the team's net loss (stakes less wins, bonuses
// and rebates) over a half month, by tiers of net loss and active members; a child's tier never
// above its upline's; settled once per half month, paid from the upline's wallet (the platform's
// for a top agent). Spec 3 and 4: the dividend request value and the dividend info.
const OPERATOR_KEY = 'dividends-test-operator-key-01';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_API_KEY: OPERATOR_KEY } });
});
afterAll(() => t?.close());

const TOP_TIERS: DividendTier[] = [
  { netLossMinor: 0, activeMembers: 1, rateBp: 2_000 },
  { netLossMinor: 1_000_000, activeMembers: 5, rateBp: 3_000 },
];
const operator = (payload: unknown) =>
  call(t.app, operatorOfferContract, payload, {
    headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
  });
const today = () => dayIn('Asia/Dhaka', new Date());

/** A top agent with an accepted platform dividend, signed in. */
async function topAgent() {
  const top = await treeMember(t.app, null, 1);
  const offered = okValue(
    operatorOfferContract,
    await operator({ username: top.username, kind: 'dividend', tiers: TOP_TIERS }),
  );
  const session = await signedIn(t.app, top.username);
  okValue(
    decideContract,
    await session.call(decideContract, { id: offered.id, decision: 'accept' }),
  );
  return { ...top, session };
}

describe('half months', () => {
  it('runs from the 1st to the 15th and from the 16th to the month’s last day', () => {
    expect(halfMonthOf('2026-11-15')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-15' });
    expect(halfMonthOf('2026-11-16')).toEqual({ startDate: '2026-11-16', endDate: '2026-11-30' });
    expect(halfMonthOf('2026-02-20')).toEqual({ startDate: '2026-02-16', endDate: '2026-02-28' });
    expect(halfMonthOf('2028-02-29')).toEqual({ startDate: '2028-02-16', endDate: '2028-02-29' });
    expect(halfMonthOf('2026-12-31')).toEqual({ startDate: '2026-12-16', endDate: '2026-12-31' });
  });
});

describe('dividend offers', () => {
  it('offers a sub-agent a share within its own, and refuses what breaks a rule', async () => {
    const top = await topAgent();
    const sub = await treeMember(t.app, top.id, 1);
    const offer = (body: object) =>
      top.session.call(offerContract, { memberId: sub.id, kind: 'dividend', ...body });

    failure(
      await offer({ tiers: [{ netLossMinor: 0, activeMembers: 1, rateBp: 2_500 }] }),
      409,
      'contract.tier.above.upline',
    );
    // A dividend has net-loss tiers: a daily wage's shape, a share above 50% or none is refused.
    for (const tiers of [
      [{ validStakeMinor: 0, activeMembers: 1, rateBp: 100 }],
      [{ netLossMinor: 0, activeMembers: 1, rateBp: 5_001 }],
      [{ netLossMinor: -1, activeMembers: 1, rateBp: 100 }],
      [],
    ]) {
      failure(await offer({ tiers }), 400, 'request_param_err');
    }
    failure(
      await top.session.call(offerContract, { memberId: sub.id, kind: 'hourly', tiers: TOP_TIERS }),
      400,
      'request_param_err',
    );
    const ok = okValue(
      offerContract,
      await offer({ tiers: [{ netLossMinor: 0, activeMembers: 1, rateBp: 1_000 }] }),
    );
    expect(ok).toMatchObject({ kind: 'dividend', state: 'offered' });
    const s = await signedIn(t.app, sub.username);
    expect(okValue(getContractRequests, await s.get(getContractRequests.path))).toEqual({
      dailysalreqtype: null,
      divtypecompperiodreq: String(ok.id),
      contracthoursalreq: null,
    });
    // Offered: the dividend entry shows; nothing is projected without an active contract.
    expect(okValue(getDividendInfo, await s.get(getDividendInfo.path))).toMatchObject({
      enabled: true,
      contract: null,
      rateBp: 0,
      projectedMinor: 0,
    });
  });
});

describe('withdrawing an offer', () => {
  it('voids an offer its upline made, before the agent decides, and nothing else', async () => {
    const top = await topAgent();
    const sub = await treeMember(t.app, top.id, 1);
    const s = await signedIn(t.app, sub.username);
    const offered = okValue(
      offerContract,
      await top.session.call(offerContract, {
        memberId: sub.id,
        kind: 'dividend',
        tiers: [{ netLossMinor: 0, activeMembers: 1, rateBp: 1_000 }],
      }),
    );
    const other = await topAgent();
    failure(
      await other.session.call(withdrawContract, { id: offered.id }),
      404,
      'contract.not.found',
    );
    // The agent offered cannot withdraw it either: it rejects it.
    failure(await s.call(withdrawContract, { id: offered.id }), 404, 'contract.not.found');
    for (const body of [{}, { id: 'x' }, { id: 0 }, { id: 1, more: true }]) {
      failure(await top.session.call(withdrawContract, body), 400, 'request_param_err');
    }
    expect(
      okValue(withdrawContract, await top.session.call(withdrawContract, { id: offered.id })),
    ).toMatchObject({ id: offered.id, state: 'void' });
    expect(
      okValue(getContractRequests, await s.get(getContractRequests.path)).divtypecompperiodreq,
    ).toBeNull();
    failure(
      await s.call(decideContract, { id: offered.id, decision: 'accept' }),
      409,
      'contract.state',
    );
    failure(await top.session.call(withdrawContract, { id: offered.id }), 409, 'contract.state');
    // A new offer can be made at once.
    okValue(
      offerContract,
      await top.session.call(offerContract, {
        memberId: sub.id,
        kind: 'dividend',
        tiers: [{ netLossMinor: 0, activeMembers: 1, rateBp: 900 }],
      }),
    );
  });
});

describe('a lower contract over a downline', () => {
  it('is refused while a direct member’s active contract pays more', async () => {
    const top = await topAgent();
    await acceptingSubAgent(t.app, top, 'dividend', [
      { netLossMinor: 0, activeMembers: 1, rateBp: 1_500 },
    ]);
    // The platform offers the top agent 10%: below its sub-agent's 15%.
    const lower = okValue(
      operatorOfferContract,
      await operator({
        username: top.username,
        kind: 'dividend',
        tiers: [{ netLossMinor: 0, activeMembers: 1, rateBp: 1_000 }],
      }),
    );
    failure(
      await top.session.call(decideContract, { id: lower.id, decision: 'accept' }),
      409,
      'contract.tier.below.downline',
    );
    // Nothing changed: the offer waits, the top agent's 20% stays in force.
    const info = okValue(getDividendInfo, await top.session.get(getDividendInfo.path));
    expect(info.contract?.tiers[0]).toMatchObject({ rateBp: 2_000 });
    // It can still reject it; an offer at the sub-agent's rate or above can be accepted.
    okValue(
      decideContract,
      await top.session.call(decideContract, { id: lower.id, decision: 'reject' }),
    );
    const equal = okValue(
      operatorOfferContract,
      await operator({
        username: top.username,
        kind: 'dividend',
        tiers: [{ netLossMinor: 0, activeMembers: 1, rateBp: 1_500 }],
      }),
    );
    okValue(
      decideContract,
      await top.session.call(decideContract, { id: equal.id, decision: 'accept' }),
    );
  });
});

describe('dividend settlement', () => {
  it('pays each upline its share of its team’s half-month net loss, once', async () => {
    const top = await topAgent();
    const { sub, s, offered } = await acceptingSubAgent(t.app, top, 'dividend', [
      { netLossMinor: 0, activeMembers: 1, rateBp: 1_000 },
    ]);
    const loser = await treeMember(t.app, sub.id, 0);
    const winner = await treeMember(t.app, top.id, 0);
    await fund(t.app, loser.id, 10_000);
    await playRound(t.app, loser.id, 10_000, 0);
    await fund(t.app, winner.id, 1_000);
    await playRound(t.app, winner.id, 1_000, 4_000);

    // So far this half month: the sub-agent's team lost 10,000; 10% of it is projected.
    await foldTeams(t.app);
    const info = okValue(getDividendInfo, await s.get(getDividendInfo.path));
    expect(info).toMatchObject({
      enabled: true,
      contract: { id: offered.id, state: 'active' },
      period: { startDate: halfMonthOf(today()).startDate, endDate: today() },
      netLossMinor: 10_000,
      activeMembers: 1,
      rateBp: 1_000,
      projectedMinor: 1_000,
    });

    const topBefore = await walletMinor(t.app, top.id);
    // Run as the job runs on the first day of the next half month (twice).
    const next = fromEpochDay(toEpochDay(halfMonthOf(today()).endDate)! + 1);
    const job = dividendJob({ db: t.app.db, money: t.app.money, mails: t.app.repos.mails });
    const run = () =>
      job.run({
        merchantCode: 'demo',
        timeZone: 'Asia/Dhaka',
        period: next,
        attempt: 1,
        log: t.app.log,
      });
    await run();
    await run();
    // The sub-agent: 10% of 10,000, from the top agent. The top agent: its whole team lost 7,000
    // (10,000 less the winner's 3,000), 20% of it from the platform, less the 1,000 it paid.
    expect(await walletMinor(t.app, sub.id)).toBe(1_000);
    expect((await walletMinor(t.app, top.id)) - topBefore).toBe(1_400 - 1_000);
    const bills = okValue(
      getContractBills,
      await s.get(`${getContractBills.path}?kind=dividend`),
    ).list;
    expect(bills).toEqual([
      expect.objectContaining({
        kind: 'dividend',
        period: halfMonthOf(today()).startDate,
        periodEnd: halfMonthOf(today()).endDate,
        netLossMinor: 10_000,
        activeMembers: 1,
        rateBp: 1_000,
        amountMinor: 1_000,
        state: 'paid',
      }),
    ]);
    // The daily wage's bills are another list.
    expect(okValue(getContractBills, await s.get(getContractBills.path)).list).toEqual([]);
  });

  it('pays nothing on a team that won', async () => {
    const top = await topAgent();
    const winner = await treeMember(t.app, top.id, 0);
    await fund(t.app, winner.id, 1_000);
    await playRound(t.app, winner.id, 1_000, 50_000);
    await foldTeams(t.app);
    const info = okValue(getDividendInfo, await top.session.get(getDividendInfo.path));
    expect(info).toMatchObject({ netLossMinor: 0, projectedMinor: 0 });
  });
});

describe('hourly wage', () => {
  it('steps back an hour across midnight', () => {
    expect(hourBefore('2026-11-25', 0)).toEqual(['2026-11-24', 23]);
    expect(hourBefore('2026-11-25', 14)).toEqual(['2026-11-25', 13]);
  });

  it('pays each agent its rate of its team’s valid stake in the hour, once, from its upline', async () => {
    const top = await treeMember(t.app, null, 1);
    const platform = okValue(
      operatorOfferContract,
      await operator({
        username: top.username,
        kind: 'hourly_wage',
        tiers: [{ validStakeMinor: 0, activeMembers: 1, rateBp: 100 }],
      }),
    );
    const topSession = await signedIn(t.app, top.username);
    okValue(
      decideContract,
      await topSession.call(decideContract, { id: platform.id, decision: 'accept' }),
    );
    const sub = await treeMember(t.app, top.id, 1);
    const s = await signedIn(t.app, sub.username);
    failure(
      await topSession.call(offerContract, {
        memberId: sub.id,
        kind: 'hourly_wage',
        tiers: [{ validStakeMinor: 0, activeMembers: 1, rateBp: 101 }],
      }),
      409,
      'contract.tier.above.upline',
    );
    // An hourly wage has a wage's tiers: a dividend's shape is refused.
    failure(
      await topSession.call(offerContract, {
        memberId: sub.id,
        kind: 'hourly_wage',
        tiers: [{ netLossMinor: 0, activeMembers: 1, rateBp: 50 }],
      }),
      400,
      'request_param_err',
    );
    const offered = okValue(
      offerContract,
      await topSession.call(offerContract, {
        memberId: sub.id,
        kind: 'hourly_wage',
        tiers: [{ validStakeMinor: 0, activeMembers: 1, rateBp: 60 }],
      }),
    );
    expect(okValue(getContractRequests, await s.get(getContractRequests.path))).toMatchObject({
      contracthoursalreq: String(offered.id),
    });
    okValue(decideContract, await s.call(decideContract, { id: offered.id, decision: 'accept' }));
    const player = await treeMember(t.app, sub.id, 0);
    await fund(t.app, player.id, 10_000);
    await playRound(t.app, player.id, 10_000, 0);
    // The hour the round settled in, on the merchant's clock, and the next one (the job's).
    const [row] = await t.app.db.query<{ hour: string; next: string }>(
      `SELECT to_char(settled_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD"T"HH24') AS hour,
              to_char(settled_at AT TIME ZONE 'Asia/Dhaka' + interval '1 hour',
                      'YYYY-MM-DD"T"HH24') AS next
         FROM bets WHERE member_id = $1`,
      [player.id],
    );
    const topBefore = await walletMinor(t.app, top.id);
    const job = hourlyWageJob({ db: t.app.db, money: t.app.money, mails: t.app.repos.mails });
    const run = () =>
      job.run({
        merchantCode: 'demo',
        timeZone: 'Asia/Dhaka',
        period: row!.next,
        attempt: 1,
        log: t.app.log,
      });
    await run();
    await run();
    // The sub-agent: 0.6% of 10,000 from the top agent; the top agent: 1% from the platform.
    expect(await walletMinor(t.app, sub.id)).toBe(60);
    expect((await walletMinor(t.app, top.id)) - topBefore).toBe(100 - 60);
    const bills = okValue(
      getContractBills,
      await s.get(`${getContractBills.path}?kind=hourly_wage`),
    ).list;
    expect(bills).toEqual([
      expect.objectContaining({
        kind: 'hourly_wage',
        period: row!.hour.slice(0, 10),
        periodEnd: row!.hour.slice(0, 10),
        hour: Number(row!.hour.slice(11, 13)),
        validStakeMinor: 10_000,
        netLossMinor: null,
        amountMinor: 60,
        state: 'paid',
      }),
    ]);
  });
});
