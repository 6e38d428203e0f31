import type { FastifyInstance } from 'fastify';
import {
  operatorApproveWithdrawal,
  operatorListWithdrawals,
  operatorRejectWithdrawal,
} from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { createWithdrawDecisions } from './withdraw-decisions.ts';

/** The operator's withdrawal queue (contract operator.ts); the key is checked in ./index.ts. */
export default async function operatorWithdrawalRoutes(app: FastifyInstance) {
  const decisions = createWithdrawDecisions(app.db, app.money);

  registerEndpoint(app, operatorListWithdrawals, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const list = await decisions.list(merchantOf(request).code, request.query.status ?? 'pending');
    return { list };
  });

  registerEndpoint(app, operatorApproveWithdrawal, async (request) =>
    decisions.approve(merchantOf(request), request.body.orderId),
  );

  registerEndpoint(app, operatorRejectWithdrawal, async (request) =>
    decisions.reject(merchantOf(request), request.body.orderId, request.body.reason),
  );
}
