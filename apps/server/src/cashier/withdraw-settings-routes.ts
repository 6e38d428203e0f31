import type { FastifyInstance } from 'fastify';
import {
  addPayoutAccount,
  getPayoutAccounts,
  removePayoutAccount,
  setPaymentPassword,
} from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { realMemberOf } from '../accounts/auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import type { PaymentPasswords } from './payment-password.ts';
import type { PayoutAccounts } from './payout-accounts.ts';

/** One payment password service for binds and withdrawals: its per-member queue is shared. */
export interface WithdrawSettingsOptions {
  accounts: PayoutAccounts;
  passwords: PaymentPasswords;
}

/**
 * What a withdrawal needs set up first: payout accounts (bound with the payment password) and the
 * payment password (contract withdraw.ts). Trial accounts are refused on each (spec 6).
 */
export default async function withdrawSettingsRoutes(
  app: FastifyInstance,
  { accounts, passwords }: WithdrawSettingsOptions,
) {
  registerEndpoint(app, getPayoutAccounts, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return accounts.list(realMemberOf(request).memberId);
  });

  registerEndpoint(app, addPayoutAccount, async (request) =>
    accounts.add(merchantOf(request).code, realMemberOf(request).memberId, request.body),
  );

  registerEndpoint(app, removePayoutAccount, async (request) => {
    await accounts.remove(realMemberOf(request).memberId, request.query.id);
    return { removed: true as const };
  });

  registerEndpoint(app, setPaymentPassword, async (request) => {
    const { memberId } = realMemberOf(request);
    await passwords.set(merchantOf(request).code, memberId, request.body);
    return { set: true as const };
  });
}
