import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { turnoverBases } from './bonus.ts';
import { amountInputSchema, idempotencyKeySchema, minorSchema, orderIdSchema } from './money.ts';

/**
 * The cashier (issue 9; API-NOTES "Wallet": deposit and withdraw paths, "ours in detail").
 * Every amount in an answer is integer minor units of the merchant's currency. Trial accounts
 * (type 4) are refused with 403 `trial.restricted` (spec 6). Every money-moving request carries an
 * `idempotencyKey`.
 */

export const depositChannelCodes = ['BANK', 'BKASH', 'NAGAD', 'ROCKET'] as const;
export type DepositChannelCode = (typeof depositChannelCodes)[number];

/** Where the player sends the money (shown with a copy button). */
export const payToSchema = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  /** Bank transfers only. */
  bankName: z.string().nullable(),
  branch: z.string().nullable(),
});

export const depositChannelSchema = z.object({
  code: z.enum(depositChannelCodes),
  minMinor: minorSchema,
  maxMinor: minorSchema,
  /** The fee, in basis points of the amount (150 = 1.5%), taken from what is credited. */
  feeBps: z.number().int().min(0).max(9_999),
  /** Suggested amounts for the quick-amount chips. */
  quickAmountsMinor: z.array(minorSchema),
  payTo: payToSchema,
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** Why a promotion is not open to this member now (the error code's last words, camel-cased). */
export const promotionUnavailableReasons = ['firstOnly', 'dailyLimit', 'usedUp'] as const;
export type PromotionUnavailableReason = (typeof promotionUnavailableReasons)[number];

/**
 * A deposit promotion: `percent` of the deposit as bonus, at most `capMinor`, with its turnover
 * rule (bonus.ts) and its per-member limits: the member's first approved deposit only, at most
 * `perDayLimit` a merchant day, at most `maxPerMember` ever (null: no such limit). Orders that
 * still wait for payment or approval count against the limits; a creation over them is 409
 * `deposit.promotion.first.only`, `.daily.limit` or `.used.up`, and an approval over them (two
 * orders raced) credits the deposit without the bonus.
 */
export const depositPromotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  percent: z.number().int().min(1).max(100),
  capMinor: minorSchema,
  minDepositMinor: minorSchema,
  imageUrl: z.string().nullable(),
  turnoverMultiple: z.number().int().nonnegative(),
  turnoverBase: z.enum(turnoverBases),
  forfeitAllowed: z.boolean(),
  firstDepositOnly: z.boolean(),
  perDayLimit: z.number().int().positive().nullable(),
  maxPerMember: z.number().int().positive().nullable(),
  /** Null when this member may choose it now; else why not. */
  unavailable: z.enum(promotionUnavailableReasons).nullable(),
});
export type DepositPromotion = z.infer<typeof depositPromotionSchema>;

export const getDepositOptions = defineEndpoint({
  method: 'GET',
  path: '/wps/transaction/deposit/options',
  summary: "The merchant's deposit channels with their limits, fee and account, and promotions",
  tags: ['cashier'],
  value: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    channels: z.array(depositChannelSchema),
    promotions: z.array(depositPromotionSchema),
  }),
  auth: true,
  errors: ['trial.restricted'],
  reads: ['Language'],
});

/**
 * A deposit order's life: `awaiting_payment` (created, instructions shown) -> `submitted` (the
 * player gave the payer's number or reference) -> `approved` (credited) or `rejected` (with a
 * reason). An order left awaiting payment for 24 hours becomes `expired`.
 */
export const depositStatuses = [
  'awaiting_payment',
  'submitted',
  'approved',
  'rejected',
  'expired',
] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export const depositOrderSchema = z.object({
  orderId: z.string(),
  channel: z.enum(depositChannelCodes),
  status: z.enum(depositStatuses),
  amountMinor: minorSchema,
  feeMinor: minorSchema,
  /** What reaches the wallet on approval: amount - fee. */
  creditMinor: minorSchema,
  /** The promotion's bonus: expected until approved, then what was paid. */
  bonusMinor: minorSchema,
  promotionId: z.number().int().nullable(),
  payTo: payToSchema,
  /** The payer's number or the transfer reference the player submitted. */
  reference: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const createDeposit = defineEndpoint({
  method: 'POST',
  path: '/wps/transaction/deposit',
  summary: 'Opens a deposit order on a channel; answers the payment instructions',
  tags: ['cashier'],
  body: z.strictObject({
    channel: z.enum(depositChannelCodes),
    amount: amountInputSchema,
    promotionId: z.number().int().positive().optional(),
    idempotencyKey: idempotencyKeySchema,
  }),
  value: depositOrderSchema,
  auth: true,
  errors: [
    'trial.restricted',
    'idempotency.key.reused',
    'amount.below.min',
    'amount.above.max',
    'deposit.promotion.invalid',
    'deposit.promotion.first.only',
    'deposit.promotion.daily.limit',
    'deposit.promotion.used.up',
  ],
});

export const submitDepositReference = defineEndpoint({
  method: 'POST',
  path: '/wps/transaction/deposit/reference',
  summary: "Gives an awaiting order the payer's number or the transfer reference",
  tags: ['cashier'],
  body: z.strictObject({
    orderId: orderIdSchema,
    reference: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 _-]{4,40}$/, '4-40 letters, digits, spaces, _ or -'),
  }),
  value: depositOrderSchema,
  auth: true,
  errors: ['trial.restricted', 'order.not.found', 'order.state.conflict'],
});

export const getDepositOrder = defineEndpoint({
  method: 'GET',
  path: '/wps/transaction/deposit/order',
  summary: "One of the member's deposit orders (polled until approved or rejected)",
  tags: ['cashier'],
  query: z.object({ orderId: orderIdSchema }),
  value: depositOrderSchema,
  auth: true,
  errors: ['trial.restricted', 'order.not.found'],
});
