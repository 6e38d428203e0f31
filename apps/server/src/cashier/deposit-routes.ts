import type { FastifyInstance } from 'fastify';
import {
  createDeposit,
  getDepositOptions,
  getDepositOrder,
  submitDepositReference,
} from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { realMemberOf } from '../accounts/auth-plugin.ts';
import { languageOf, merchantOf } from '../merchant/request-context.ts';
import { textLanguageOf } from '../promotions/bonus-messages.ts';
import { createDeposits } from './deposits.ts';

/**
 * Issue 9: the member's side of deposits (contract cashier.ts). Trial accounts (type 4) are
 * refused on every deposit endpoint (spec 6): play money never meets the cashier.
 */
export default async function depositRoutes(app: FastifyInstance) {
  const deposits = createDeposits(app.db, app.money);

  registerEndpoint(app, getDepositOptions, async (request, reply) => {
    const { memberId } = realMemberOf(request);
    reply.header('cache-control', 'no-store');
    return deposits.options(merchantOf(request), memberId, languageOf(request));
  });

  registerEndpoint(app, createDeposit, async (request) => {
    const { memberId } = realMemberOf(request);
    const { channel, amount, promotionId, idempotencyKey } = request.body;
    return deposits.create(
      merchantOf(request),
      memberId,
      { channel, amountMinor: amount, promotionId, idempotencyKey },
      textLanguageOf(request),
    );
  });

  registerEndpoint(app, submitDepositReference, async (request) => {
    const { memberId } = realMemberOf(request);
    return deposits.submitReference(memberId, request.body.orderId, request.body.reference);
  });

  registerEndpoint(app, getDepositOrder, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return deposits.get(realMemberOf(request).memberId, request.query.orderId);
  });
}
