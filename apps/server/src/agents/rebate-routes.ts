import type { FastifyInstance } from 'fastify';
import { getRebateBills, getRebates, setRebates } from '@app/contract';
import { merchantOf } from '../merchant/request-context.ts';
import { dayIn } from '../money/records-range.ts';
import type { Money } from '../money/money.ts';
import type { Db } from '../platform/db/db.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import type { JobDefinition } from '../platform/jobs/jobs.ts';
import { agentOf } from './agent-routes.ts';
import { CATCH_UP_DAYS } from './contract-routes.ts';
import { dayBefore } from './contract-bills.ts';
import { directChild, raiseChildRates, ratesOf, schemeOf } from './rebates.ts';
import { rebateBillsOf, settleRebates } from './rebate-settlement.ts';

/**
 * The daily rebate (rebate-settlement.ts), once per merchant day for the day before, and the days
 * before it back to CATCH_UP_DAYS that a run never came for (a day already paid pays nothing).
 */
export const rebateJob = (d: { db: Db; money: Money }): JobDefinition => ({
  name: 'agents.rebates',
  every: 'day',
  run: async ({ merchantCode, timeZone, period }) => {
    const [m] = await d.db.query<{ currency_code: string }>(
      'SELECT currency_code FROM merchants WHERE code = $1',
      [merchantCode],
    );
    const merchant = { code: merchantCode, currencyCode: m!.currency_code, timeZone };
    let paid = 0;
    let day = dayBefore(period);
    for (let i = 0; i < CATCH_UP_DAYS; i++, day = dayBefore(day)) {
      paid += await settleRebates(d, merchant, day);
    }
    return paid;
  },
});

/** Rebate rates and income (issue 20): the agent's side; the operator's is operator-routes.ts. */
export default async function rebateRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'no-store' };

  registerEndpoint(app, getRebates, async (request, reply) => {
    reply.headers(noStore);
    const agent = agentOf(request);
    const scheme = await schemeOf(app.db, merchantOf(request).code);
    const memberId = request.query.memberId;
    const member =
      memberId === undefined ? null : await directChild(app.db, agent.memberId, memberId);
    return {
      scheme,
      own: await ratesOf(app.db, scheme, agent.memberId),
      member: member && { ...member, rates: await ratesOf(app.db, scheme, member.memberId) },
    };
  });

  registerEndpoint(app, setRebates, async (request, reply) => {
    reply.headers(noStore);
    const agent = agentOf(request);
    return raiseChildRates(
      app.db,
      merchantOf(request).code,
      agent.memberId,
      request.body.memberId,
      request.body.rates,
    );
  });

  registerEndpoint(app, getRebateBills, async (request, reply) => {
    reply.headers(noStore);
    const agent = agentOf(request);
    const today = dayIn(merchantOf(request).timeZone, new Date());
    return rebateBillsOf(app.db, agent.memberId, today, request.query.cursor);
  });
}
