import type { FastifyInstance } from 'fastify';
import { operatorOfferContract } from '@app/contract';
import { merchantOf } from '../merchant/request-context.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { offerContract } from './contracts.ts';

/** Operator: the platform's contract offers to top agents (contract agent.ts). */
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
}
