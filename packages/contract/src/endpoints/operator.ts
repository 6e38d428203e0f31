import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { depositOrderSchema, depositStatuses } from './cashier.ts';
import { withdrawalOrderSchema } from './withdraw.ts';
import { amountInputSchema, idempotencyKeySchema, minorSchema, orderIdSchema } from './money.ts';

/**
 * The operator's API (ARCHITECTURE "Vendors, operators and processes"): its own prefix and its own
 * credential, never the players' endpoints. Every call carries `X-Operator-Key` (OPERATOR_API_KEY
 * from the environment; compared in constant time). Without it, or with a wrong one: 401
 * `operator.key.invalid`. When the server has no key configured the whole prefix answers 403
 * `function.not.available`. The operator console (a later issue) builds on these.
 *
 * Deciding an order is a race-free state change: of an approval and a rejection of the same order,
 * exactly one succeeds; the other is 409 `order.state.conflict` and moves nothing.
 */
export const OPERATOR_KEY_HEADER = 'X-Operator-Key';

const rejectBody = z.strictObject({ reason: z.string().trim().min(2).max(200) });
const orderParam = z.object({ orderId: orderIdSchema });

/** Another order of the merchant that carries the same payer reference. */
export const referenceDuplicateSchema = z.object({
  orderId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(depositStatuses),
  amountMinor: minorSchema,
});

export const operatorDepositOrderSchema = depositOrderSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  /**
   * The other orders of this merchant (any member, any channel) whose payer reference is the same
   * once case, spaces, '-' and '_' are set aside: one payment claimed twice, or a payer's number
   * used again. Non-empty: the order is flagged; the demo auto-approver never approves it, the
   * operator decides. At most 20, oldest first.
   */
  referenceDuplicates: z.array(referenceDuplicateSchema),
});
export type OperatorDepositOrder = z.infer<typeof operatorDepositOrderSchema>;

export const operatorListDeposits = defineEndpoint({
  method: 'GET',
  path: '/operator/deposits',
  summary:
    'Operator: deposit orders in a state (default: submitted), oldest first, each with the other orders that carry its payer reference',
  tags: ['operator'],
  query: z.object({
    status: z.enum(depositStatuses).optional(),
  }),
  value: z.object({
    list: z.array(operatorDepositOrderSchema),
  }),
  auth: false,
});

export const operatorApproveDeposit = defineEndpoint({
  method: 'POST',
  path: '/operator/deposits/approve',
  summary: "Operator: approves a submitted deposit: credits it and the promotion's bonus",
  tags: ['operator'],
  body: orderParam.strict(),
  value: depositOrderSchema,
  auth: false,
  errors: ['order.not.found', 'order.state.conflict'],
});

export const operatorRejectDeposit = defineEndpoint({
  method: 'POST',
  path: '/operator/deposits/reject',
  summary: 'Operator: rejects a deposit with a reason the player sees',
  tags: ['operator'],
  body: rejectBody.extend(orderParam.shape),
  value: depositOrderSchema,
  auth: false,
  errors: ['order.not.found', 'order.state.conflict'],
});

export const operatorListWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/operator/withdrawals',
  summary: 'Operator: withdrawals in a state (default: pending), oldest first',
  tags: ['operator'],
  query: z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() }),
  value: z.object({
    list: z.array(
      withdrawalOrderSchema.extend({
        memberId: z.number().int(),
        username: z.string(),
        /** The full number, for the payout. */
        accountNumber: z.string(),
      }),
    ),
  }),
  auth: false,
});

export const operatorApproveWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/operator/withdrawals/approve',
  summary: 'Operator: the withdrawal was paid out; the held amount leaves the member',
  tags: ['operator'],
  body: orderParam.strict(),
  value: withdrawalOrderSchema,
  auth: false,
  errors: ['order.not.found', 'order.state.conflict'],
});

export const operatorRejectWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/operator/withdrawals/reject',
  summary: 'Operator: rejects a withdrawal; the held amount returns to the wallet',
  tags: ['operator'],
  body: rejectBody.extend(orderParam.shape),
  value: withdrawalOrderSchema,
  auth: false,
  errors: ['order.not.found', 'order.state.conflict'],
});

/** A manual credit (positive) or debit (negative) with a note; shows as ADJUSTMENT. */
export const operatorAdjustBalance = defineEndpoint({
  method: 'POST',
  path: '/operator/adjustments',
  summary: "Operator: credits or debits a member's wallet with a note",
  tags: ['operator'],
  body: z.strictObject({
    username: z.string().trim().min(1).max(32),
    direction: z.enum(['credit', 'debit']),
    amount: amountInputSchema,
    note: z.string().trim().min(2).max(200),
    idempotencyKey: idempotencyKeySchema,
  }),
  value: z.object({ entryId: z.number().int(), balanceMinor: z.number().int() }),
  auth: false,
  errors: ['not.found', 'idempotency.key.reused', 'wallet.insufficient.funds'],
});
