import type { FastifyInstance } from 'fastify';
import { operatorOfferContract, operatorSetRebates } from '@app/contract';
import { merchantOf } from '../merchant/request-context.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { offerContract } from './contracts.ts';
import { setTopAgentRates } from './rebates.ts';

/** Operator: the platform's contract offers to top agents and their rebate rates. */
export default async function operatorAgentRoutes(app: FastifyInstance) {
  registerEndpoint(app, operatorOfferContract, (request) =>
    offerContract(app.db, {
      merchantCode: merchantOf(request).code,
      kind: request.body.kind,
      agent: { username: request.body.username },
      uplineId: null,
      tiers: request.body.tiers,
    }),
  );

  registerEndpoint(app, operatorSetRebates, (request) =>
    setTopAgentRates(app.db, merchantOf(request).code, request.body.username, request.body.rates),
  );
}
