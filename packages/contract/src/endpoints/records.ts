import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { depositChannelCodes } from './cashier.ts';
import { code } from './query-params.ts';
import { cursorPage, minorSchema, recordsQueryBase } from './money.ts';

/**
 * The member's records (issue 9; API-NOTES "Wallet and records"), newest first, paged by an opaque
 * cursor. Dates are filtered in the merchant's time zone; a custom range is at most 90 days.
 */

export const betRecordSchema = z.object({
  id: z.number().int(),
  roundId: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameName: z.string().nullable(),
  /** The catalogue game's code (an in-house round's: dice, slot5x3 or crash; issue 23). */
  gameId: z.string().nullable(),
  gameType: z.string().nullable(),
  stakeMinor: minorSchema,
  winMinor: minorSchema,
  /** win - stake: what the round did to the balance. */
  netMinor: minorSchema,
  isFreePlay: z.boolean(),
  settledAt: z.string(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const getBetHistory = defineEndpoint({
  method: 'GET',
  path: '/wps/report/accountGameBetHistory',
  summary: "The member's settled rounds, with stake, win and net totals over the whole filter",
  tags: ['records'],
  query: recordsQueryBase.extend({
    /** A game category (RNG, LIVE, FISH, PVP, ...). */
    gameType: code(20).optional(),
    vendor: code(40).optional(),
  }),
  value: cursorPage(betRecordSchema).extend({
    totals: z.object({
      count: z.number().int(),
      stakeMinor: minorSchema,
      winMinor: minorSchema,
      netMinor: minorSchema,
    }),
  }),
  auth: true,
  errors: ['records.range.invalid', 'records.cursor.invalid'],
});

export const transactionTypes = [
  'DEPOSIT',
  'WITHDRAW',
  'BONUS',
  'FREEPLAY',
  'ADJUSTMENT',
  'REBATE',
  'WAGE',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const transactionRecordSchema = z.object({
  /** Unique in the list: '<type>:<id>'. */
  id: z.string(),
  type: z.enum(transactionTypes),
  /** Deposits and withdrawals: the order's state; the others are always 'done'. */
  status: z.string(),
  /** Signed: what it did (or will do) to the wallet. A rejected order moved nothing. */
  amountMinor: minorSchema,
  feeMinor: minorSchema,
  orderId: z.string().nullable(),
  /** Deposit channel, or the payout account's type (a subset of the same codes). */
  channel: z.enum(depositChannelCodes).nullable(),
  /** The reject reason, the adjustment's note, the promotion's title. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const getTransactionRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/report/transaction',
  summary: "The member's deposits, withdrawals, bonuses, free-play grants and adjustments",
  tags: ['records'],
  query: recordsQueryBase.extend({
    /** Comma-separated types; all when absent. */
    type: z
      .string()
      .max(80)
      .transform((s) => s.split(',').filter(Boolean))
      .pipe(z.array(z.enum(transactionTypes)))
      .optional(),
  }),
  value: cursorPage(transactionRecordSchema),
  auth: true,
  errors: ['records.range.invalid', 'records.cursor.invalid'],
  reads: ['Language'],
});
