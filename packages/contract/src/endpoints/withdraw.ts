import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { amountInputSchema, idempotencyKeySchema, minorSchema, orderIdSchema } from './money.ts';

/**
 * The cashier's way out (issue 9; cashier.ts has the rules all of it follows): payout accounts, the
 * payment password, and withdrawals, whose amount is held until an operator decides.
 */

// ---- payout accounts and the payment password ----

export const payoutAccountTypes = ['BKASH', 'NAGAD', 'BANK'] as const;
export type PayoutAccountType = (typeof payoutAccountTypes)[number];
/** At most this many payout accounts per member. */
export const MAX_PAYOUT_ACCOUNTS = 3;

export const payoutAccountSchema = z.object({
  id: z.number().int(),
  type: z.enum(payoutAccountTypes),
  holderName: z.string(),
  /** Masked except for the last 4 digits: '*******0001'. */
  accountNumberMasked: z.string(),
  bankName: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const getPayoutAccounts = defineEndpoint({
  method: 'GET',
  path: '/wps/member/payout-accounts',
  summary: "The member's payout accounts, and the payee name their holder must match",
  tags: ['cashier'],
  value: z.object({
    accounts: z.array(payoutAccountSchema),
    /** Null until the first account is bound; that account's holder name becomes it. */
    payeeName: z.string().nullable(),
    max: z.number().int(),
  }),
  auth: true,
  errors: ['trial.restricted'],
});

/**
 * Mobile wallets: a Bangladeshi number 01XXXXXXXXX; banks: 8-20 digits and a bank name. Binding
 * says where money goes, so it is authorised like a withdrawal: the payment password (checked
 * first, its wrong tries counted with the withdrawals'; none set: 403 payment.password.required),
 * in a sealed body. A number of that type bound by another member is 409 payout.account.taken.
 */
export const addPayoutAccount = defineEndpoint({
  method: 'POST',
  path: '/wps/member/payout-accounts',
  summary:
    'Binds a payout account with the payment password (holder name = payee name; at most 3; a number bound by another member is refused)',
  tags: ['cashier'],
  body: z
    .strictObject({
      type: z.enum(payoutAccountTypes),
      holderName: z
        .string()
        .trim()
        .min(2)
        .max(64)
        .regex(/^[\p{L}\p{M} .'-]+$/u, "letters, spaces, . ' -"),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{8,20}$/, '8-20 digits'),
      bankName: z.string().trim().min(2).max(64).optional(),
      // Checked against the stored hash only, as a withdrawal's.
      paymentPassword: z.string().min(1).max(64),
    })
    .refine((b) => b.type !== 'BANK' || b.bankName !== undefined, {
      path: ['bankName'],
      message: 'a bank account needs the bank name',
    })
    .refine((b) => b.type === 'BANK' || /^01[3-9]\d{8}$/.test(b.accountNumber), {
      path: ['accountNumber'],
      message: 'a mobile wallet number is 01XXXXXXXXX',
    }),
  value: payoutAccountSchema,
  auth: true,
  encrypted: true,
  errors: [
    'trial.restricted',
    'payout.account.exists',
    'payout.account.limit',
    'payout.account.name.mismatch',
    'payout.account.taken',
    'payment.password.required',
    'payment.password.invalid',
    'payment.password.locked',
  ],
});

export const removePayoutAccount = defineEndpoint({
  method: 'DELETE',
  path: '/wps/member/payout-accounts',
  summary: 'Unbinds a payout account (refused while a withdrawal to it is pending)',
  tags: ['cashier'],
  query: z.object({
    id: z
      .string()
      .regex(/^\d{1,15}$/, 'an account id')
      .transform(Number),
  }),
  value: z.object({ removed: z.literal(true) }),
  auth: true,
  errors: ['trial.restricted', 'payout.account.unknown', 'payout.account.busy'],
});

/** Six digits, as the payment passwords of mobile wallets in the region. */
export const paymentPasswordSchema = z.string().regex(/^\d{6}$/, 'six digits');

/** Sets or changes the payment password with a code from POST /wps/verification/sms. */
export const setPaymentPassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/payment-password',
  summary: 'Sets or changes the payment password with an SMS code (also unlocks it)',
  tags: ['cashier'],
  body: z.strictObject({
    verificationCode: z.string().regex(/^\d{4,10}$/, 'the SMS code'),
    newPaymentPassword: paymentPasswordSchema,
    confirmPaymentPassword: paymentPasswordSchema,
  }),
  value: z.object({ set: z.literal(true) }),
  auth: true,
  encrypted: true,
  moduleId: 'VERIFICATION3',
  errors: [
    'trial.restricted',
    'mobile.required',
    'payment.password.confirm.mismatch',
    'verification.code.expired',
    'verification.code.invalid',
  ],
});

// ---- withdrawals ----

export const withdrawalStatuses = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalOrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(withdrawalStatuses),
  amountMinor: minorSchema,
  account: payoutAccountSchema.omit({ createdAt: true }),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;

export const getWithdrawInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/transaction/withdraw/info',
  summary: 'What the member can withdraw now: balances, limits, accounts, payment password state',
  tags: ['cashier'],
  value: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    /** The wallet: what can be bet or withdrawn. */
    availableMinor: minorSchema,
    /** Held by pending withdrawals. */
    heldMinor: minorSchema,
    minMinor: minorSchema,
    maxMinor: minorSchema,
    dailyCountLimit: z.number().int(),
    dailyCountUsed: z.number().int(),
    dailySumLimitMinor: minorSchema,
    dailySumUsedMinor: minorSchema,
    /** Valid turnover the member's bonus grants still need (bonus.ts); 0: nothing holds back. */
    turnoverLeftMinor: minorSchema,
    hasPaymentPassword: z.boolean(),
    paymentPasswordLocked: z.boolean(),
    accounts: z.array(payoutAccountSchema),
    pending: z.array(withdrawalOrderSchema),
  }),
  auth: true,
  errors: ['trial.restricted'],
});

export const createWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/wps/transaction/withdraw',
  summary:
    'Requests a withdrawal to a bound account; the amount is held until it is decided. 409 ' +
    'withdraw.turnover.unmet while a bonus grant is active (value: turnoverLeftMinor, forfeitable)',
  tags: ['cashier'],
  body: z.strictObject({
    accountId: z.number().int().positive(),
    amount: amountInputSchema,
    // Checked against the stored hash only: one set at registration may predate the six digits.
    paymentPassword: z.string().min(1).max(64),
    idempotencyKey: idempotencyKeySchema,
  }),
  value: withdrawalOrderSchema,
  auth: true,
  encrypted: true,
  errors: [
    'trial.restricted',
    'payment.password.required',
    'payment.password.locked',
    'payment.password.invalid',
    'idempotency.key.reused',
    'amount.below.min',
    'amount.above.max',
    'payout.account.unknown',
    'withdraw.daily.count',
    'withdraw.daily.sum',
    'wallet.insufficient.funds',
    'withdraw.turnover.unmet',
  ],
});

export const getWithdrawalOrder = defineEndpoint({
  method: 'GET',
  path: '/wps/transaction/withdraw/order',
  summary: "One of the member's withdrawals",
  tags: ['cashier'],
  query: z.object({ orderId: orderIdSchema }),
  value: withdrawalOrderSchema,
  auth: true,
  errors: ['trial.restricted', 'order.not.found'],
});
