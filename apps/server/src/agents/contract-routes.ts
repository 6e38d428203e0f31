import type { FastifyInstance } from 'fastify';
import {
  decideContract as decideEndpoint,
  getContractBills,
  getContractRequests,
  getContracts,
  getDividendInfo,
  offerContract as offerEndpoint,
  withdrawContract as withdrawEndpoint,
} from '@app/contract';
import { merchantOf } from '../merchant/request-context.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import type { JobDefinition } from '../platform/jobs/jobs.ts';
import { agentOf } from './agent-routes.ts';
import {
  billsOf,
  dayBefore,
  halfMonthOf,
  measureOf,
  payPendingBills,
  writeBills,
  type SettleDeps,
} from './contract-bills.ts';
import {
  contractRequests,
  contractsOf,
  decideContract,
  offerContract,
  tierReached,
  withdrawContract,
} from './contracts.ts';
import { teamFigures } from './team-figures.ts';
import { dayIn } from '../money/records-range.ts';

/** A merchant's books for a job run (its currency, the zone the run was queued in). */
async function booksOfMerchant(d: SettleDeps, merchantCode: string, timeZone: string) {
  const [m] = await d.db.query<{ currency_code: string }>(
    'SELECT currency_code FROM merchants WHERE code = $1',
    [merchantCode],
  );
  return { merchantCode, currency: m!.currency_code, timeZone };
}

/** How many days back a settlement run writes the bills a missed run did not. */
export const CATCH_UP_DAYS = 7;

/**
 * The daily wage's settlement (contract-bills.ts), once per merchant day for the day before: the
 * day's bills, then every pending bill (older ones short of funds included).
 */
export const dailyWageJob = (d: SettleDeps): JobDefinition => ({
  name: 'agents.daily-wage',
  every: 'day',
  run: async ({ merchantCode, timeZone, period }) => {
    const books = await booksOfMerchant(d, merchantCode, timeZone);
    // The day before, and the days before it back to CATCH_UP_DAYS: a day whose run never came
    // (no process up) is billed by the next one; a day already billed writes nothing.
    let written = 0;
    let day = dayBefore(period);
    for (let i = 0; i < CATCH_UP_DAYS; i++, day = dayBefore(day)) {
      written += await writeBills(d, books, 'daily_wage', { startDate: day, endDate: day });
    }
    return written + (await payPendingBills(d, books));
  },
});

/**
 * The dividend's settlement, checked every merchant day: the half months that ended before it
 * (the one just ended, and the one before it, which a run that never came left unbilled) get
 * their bills, then every pending bill is paid.
 */
export const dividendJob = (d: SettleDeps): JobDefinition => ({
  name: 'agents.dividend',
  every: 'day',
  run: async ({ merchantCode, timeZone, period }) => {
    const books = await booksOfMerchant(d, merchantCode, timeZone);
    const last = halfMonthOf(dayBefore(halfMonthOf(period).startDate));
    const before = halfMonthOf(dayBefore(last.startDate));
    let written = 0;
    for (const half of [before, last]) written += await writeBills(d, books, 'dividend', half);
    return written + (await payPendingBills(d, books));
  },
});

/** How many hours back an hourly run writes the bills a missed run did not. */
export const CATCH_UP_HOURS = 24;

/** The hour before an hour of the merchant's clock: `2026-11-25T00` -> ['2026-11-24', 23]. */
export function hourBefore(day: string, hour: number): [string, number] {
  return hour === 0 ? [dayBefore(day), 23] : [day, hour - 1];
}

/**
 * The hourly wage's settlement, once an hour of the merchant's clock (`YYYY-MM-DDTHH`) for the
 * hour before, and the hours before it back to CATCH_UP_HOURS, then every pending bill.
 */
export const hourlyWageJob = (d: SettleDeps): JobDefinition => ({
  name: 'agents.hourly-wage',
  every: 'hour',
  run: async ({ merchantCode, timeZone, period }) => {
    const books = await booksOfMerchant(d, merchantCode, timeZone);
    let [day, hour] = hourBefore(period.slice(0, 10), Number(period.slice(11, 13)));
    let written = 0;
    for (let i = 0; i < CATCH_UP_HOURS; i++, [day, hour] = hourBefore(day, hour)) {
      written += await writeBills(d, books, 'hourly_wage', { startDate: day, endDate: day }, hour);
    }
    return written + (await payPendingBills(d, books));
  },
});

/** Contracts and their bills (issue 20): the agent's side; the operator's is operator-routes.ts. */
export default async function contractRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'no-store' };

  registerEndpoint(app, getContracts, async (request, reply) => {
    reply.headers(noStore);
    return contractsOf(app.db, agentOf(request).memberId, request.query.kind);
  });

  registerEndpoint(app, offerEndpoint, async (request, reply) => {
    reply.headers(noStore);
    const agent = agentOf(request);
    return offerContract(app.db, {
      merchantCode: merchantOf(request).code,
      kind: request.body.kind,
      agent: { id: request.body.memberId },
      uplineId: agent.memberId,
      tiers: request.body.tiers,
    });
  });

  registerEndpoint(app, decideEndpoint, async (request, reply) => {
    reply.headers(noStore);
    const agent = agentOf(request);
    return decideContract(app.db, agent.memberId, request.body.id, request.body.decision);
  });

  registerEndpoint(app, withdrawEndpoint, async (request, reply) => {
    reply.headers(noStore);
    return withdrawContract(app.db, agentOf(request).memberId, request.body.id);
  });

  registerEndpoint(app, getContractBills, async (request, reply) => {
    reply.headers(noStore);
    return billsOf(app.db, agentOf(request).memberId, request.query.kind, request.query.cursor);
  });

  registerEndpoint(app, getDividendInfo, async (request, reply) => {
    reply.headers(noStore);
    const agent = agentOf(request);
    const m = merchantOf(request);
    const { mine } = await contractsOf(app.db, agent.memberId, 'dividend');
    const contract = mine.find((c) => c.state === 'active') ?? null;
    const today = dayIn(m.timeZone, new Date());
    const period = { startDate: halfMonthOf(today).startDate, endDate: today };
    const figures = await teamFigures(
      app.db,
      { currency: m.currencyCode, timeZone: m.timeZone },
      [agent.memberId],
      period,
    );
    const f = figures.get(agent.memberId);
    const netLossMinor = measureOf('dividend', f);
    const activeMembers = f?.bettingCount ?? 0;
    const rateBp = contract
      ? (tierReached(contract.tiers, netLossMinor, activeMembers)?.rateBp ?? 0)
      : 0;
    return {
      enabled: mine.some((c) => c.state === 'active' || c.state === 'offered'),
      contract,
      period,
      netLossMinor,
      activeMembers,
      rateBp,
      projectedMinor: Math.floor((netLossMinor * rateBp) / 10_000),
    };
  });

  // Spec 4: asked on home load by every session type but 4, 40, 41 and 42 (players answer empty).
  registerEndpoint(app, getContractRequests, async (request, reply) => {
    reply.headers(noStore);
    return contractRequests(app.db, request.session!.memberId);
  });
}
