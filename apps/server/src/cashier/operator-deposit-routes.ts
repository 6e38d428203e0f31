import type { FastifyInstance } from 'fastify';
import { operatorApproveDeposit, operatorListDeposits, operatorRejectDeposit } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { createDepositDecisions } from './deposit-decisions.ts';

/** The operator's deposit queue (contract operator.ts); the key is checked in ./index.ts. */
export default async function operatorDepositRoutes(app: FastifyInstance) {
  const decisions = createDepositDecisions(app.db, app.money);

  registerEndpoint(app, operatorListDeposits, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const list = await decisions.list(
      merchantOf(request).code,
      request.query.status ?? 'submitted',
    );
    return { list };
  });

  registerEndpoint(app, operatorApproveDeposit, async (request) =>
    decisions.approve(merchantOf(request), request.body.orderId),
  );

  registerEndpoint(app, operatorRejectDeposit, async (request) =>
    decisions.reject(merchantOf(request), request.body.orderId, request.body.reason),
  );
}
