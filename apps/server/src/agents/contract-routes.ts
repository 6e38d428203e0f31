import type { FastifyInstance } from 'fastify';
import {
  decideContract as decideEndpoint,
  getContractBills,
  getContractRequests,
  getContracts,
  offerContract as offerEndpoint,
} from '@app/contract';
import { merchantOf } from '../merchant/request-context.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import type { JobDefinition } from '../platform/jobs/jobs.ts';
import { agentOf } from './agent-routes.ts';
import {
  billsOf,
  dayBefore,
  payPendingBills,
  writeBills,
  type SettleDeps,
} from './contract-bills.ts';
import { contractRequests, contractsOf, decideContract, offerContract } from './contracts.ts';

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
    const [m] = await d.db.query<{ currency_code: string }>(
      'SELECT currency_code FROM merchants WHERE code = $1',
      [merchantCode],
    );
    const books = { merchantCode, currency: m!.currency_code, timeZone };
    // The day before, and the days before it back to CATCH_UP_DAYS: a day whose run never came
    // (no process up) is billed by the next one; a day already billed writes nothing.
    let written = 0;
    let day = dayBefore(period);
    for (let i = 0; i < CATCH_UP_DAYS; i++, day = dayBefore(day)) {
      written += await writeBills(d, books, day);
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

  registerEndpoint(app, getContractBills, async (request, reply) => {
    reply.headers(noStore);
    return billsOf(app.db, agentOf(request).memberId, request.query.cursor);
  });

  // Spec 4: asked on home load by every session type but 4, 40, 41 and 42 (players answer empty).
  registerEndpoint(app, getContractRequests, async (request, reply) => {
    reply.headers(noStore);
    return contractRequests(app.db, request.session!.memberId);
  });
}
