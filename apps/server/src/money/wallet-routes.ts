import type { FastifyInstance } from 'fastify';
import { getMerchantWallet, getWalletBalance } from '@app/contract';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { booksOf } from './money.ts';

/** API-NOTES "Wallet": accountTypeId 1 is the main (single) wallet. */
const MAIN_WALLET = 1;

export default async function walletRoutes(app: FastifyInstance) {
  registerEndpoint(app, getWalletBalance, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const m = merchantOf(request);
    const minor = await app.money.memberBalance(booksOf(m), sessionOf(request).memberId);
    // Major units with 2 decimals for display; the exact figure travels as sumBalanceMinor.
    const major = Number(minor) / 100;
    return {
      currency: m.currencyCode,
      currencySymbol: m.currencySymbol,
      sumBalance: major,
      sumBalanceMinor: Number(minor),
      balance: [{ accountTypeId: MAIN_WALLET, availBalance: major }],
    };
  });

  registerEndpoint(app, getMerchantWallet, async () => ({ isSingle: true }));
}
