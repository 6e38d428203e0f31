import type { FastifyInstance } from 'fastify';
import { createWithdrawal, getWithdrawInfo, getWithdrawalOrder } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { realMemberOf } from '../accounts/auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { textLanguageOf } from '../promotions/bonus-messages.ts';
import { createPaymentPasswords } from './payment-password.ts';
import { createPayoutAccounts } from './payout-accounts.ts';
import { createWithdrawals } from './withdrawals.ts';
import withdrawSettingsRoutes from './withdraw-settings-routes.ts';

/**
 * Issue 9: the member's side of withdrawals (contract cashier.ts). Trial accounts (type 4) are
 * refused on every endpoint (spec 6): play money never meets the cashier.
 */
export default async function withdrawRoutes(app: FastifyInstance) {
  const passwords = createPaymentPasswords(app.db, app.accounts.codes);
  const accounts = createPayoutAccounts(app.db, passwords);
  const withdrawals = createWithdrawals(app.db, app.money, passwords, accounts);
  await app.register(withdrawSettingsRoutes, { accounts, passwords });

  registerEndpoint(app, getWithdrawInfo, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return withdrawals.info(merchantOf(request), realMemberOf(request).memberId);
  });

  registerEndpoint(app, createWithdrawal, async (request) => {
    const { memberId } = realMemberOf(request);
    const { accountId, amount, paymentPassword, idempotencyKey } = request.body;
    return withdrawals.create(
      merchantOf(request),
      memberId,
      { accountId, amountMinor: amount, paymentPassword, idempotencyKey },
      textLanguageOf(request),
    );
  });

  registerEndpoint(app, getWithdrawalOrder, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return withdrawals.get(realMemberOf(request).memberId, request.query.orderId);
  });
}
