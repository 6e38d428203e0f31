import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** API-NOTES "Wallet": amounts in major units with 2 decimals, computed from the ledger. */
export const walletBalanceSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  sumBalance: z.number(),
  /** The same total in integer minor units, as the ledger keeps it. */
  sumBalanceMinor: z.number().int(),
  balance: z.array(z.object({ accountTypeId: z.number().int(), availBalance: z.number() })),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const getWalletBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  summary: "The signed-in member's balance",
  tags: ['wallet'],
  value: walletBalanceSchema,
  auth: true,
});

export const getMerchantWallet = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  summary: 'Whether the merchant runs a single wallet (no transfers between vendor wallets)',
  tags: ['wallet'],
  value: z.object({ isSingle: z.boolean() }),
  auth: false,
});
