import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { WithdrawInfo } from '../api/get-withdraw-info';
import { formatMinor, parseAmount } from './cashier-money';
import { withdrawLimits } from './withdraw-maths';

export interface WithdrawFormValues {
  accountId: string;
  amount: string;
  paymentPassword: string;
}

/**
 * The withdrawal form's rules, from what the server says now: an account, an amount between the
 * minimum and the most that can go today (balance, maximum, today's remaining sum), and the
 * payment password (checked by the server; one set at registration may predate the six digits).
 */
export function withdrawFormSchema(t: TFunction, info: WithdrawInfo) {
  const money = (minor: number) => formatMinor(minor, info.currencySymbol);
  const limits = withdrawLimits(info);
  return z
    .object({ accountId: z.string(), amount: z.string(), paymentPassword: z.string() })
    .superRefine((v, ctx) => {
      const issue = (path: keyof WithdrawFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!info.accounts.some((a) => String(a.id) === v.accountId))
        issue('accountId', t('wallet.withdraw.errors.accountRequired'));
      if (v.paymentPassword === '')
        issue('paymentPassword', t('wallet.withdraw.errors.passwordRequired'));
      if (v.amount.trim() === '')
        return issue('amount', t('wallet.withdraw.errors.amountRequired'));
      const minor = parseAmount(v.amount);
      if (minor === null) return issue('amount', t('wallet.withdraw.errors.amountFormat'));
      if (minor < info.minMinor)
        return issue(
          'amount',
          t('wallet.withdraw.errors.amountMin', { min: money(info.minMinor) }),
        );
      if (minor > info.availableMinor)
        return issue(
          'amount',
          t('wallet.withdraw.errors.overBalance', { max: money(info.availableMinor) }),
        );
      if (minor > info.maxMinor)
        return issue(
          'amount',
          t('wallet.withdraw.errors.amountMax', { max: money(info.maxMinor) }),
        );
      if (minor > limits.sumLeftMinor)
        issue('amount', t('wallet.withdraw.errors.overDaily', { max: money(limits.sumLeftMinor) }));
    });
}

export interface PayoutAccountFormValues {
  type: 'BKASH' | 'NAGAD' | 'BANK';
  holderName: string;
  accountNumber: string;
  bankName: string;
  paymentPassword: string;
}

/** The contract's addPayoutAccount rules, with translated messages; the password as withdrawals'. */
export const payoutAccountSchema = (t: TFunction) =>
  z
    .object({
      type: z.enum(['BKASH', 'NAGAD', 'BANK']),
      holderName: z
        .string()
        .trim()
        .min(2, t('wallet.withdraw.bind.errors.holderName'))
        .max(64, t('wallet.withdraw.bind.errors.holderName'))
        .regex(/^[\p{L}\p{M} .'-]+$/u, t('wallet.withdraw.bind.errors.holderName')),
      accountNumber: z.string().trim(),
      bankName: z.string().trim(),
      paymentPassword: z.string().min(1, t('wallet.withdraw.errors.passwordRequired')),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof PayoutAccountFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.type === 'BANK') {
        if (!/^\d{8,20}$/.test(v.accountNumber))
          issue('accountNumber', t('wallet.withdraw.bind.errors.bankNumber'));
        if (v.bankName.length < 2 || v.bankName.length > 64)
          issue('bankName', t('wallet.withdraw.bind.errors.bankName'));
      } else if (!/^01[3-9]\d{8}$/.test(v.accountNumber)) {
        issue('accountNumber', t('wallet.withdraw.bind.errors.walletNumber'));
      }
    });

export interface PaymentPasswordFormValues {
  verificationCode: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

/** The contract's setPaymentPassword rules: the SMS code, six digits, the same six digits again. */
export const paymentPasswordSchema = (t: TFunction) =>
  z
    .object({
      verificationCode: z.string().regex(/^\d{4,10}$/, t('wallet.withdraw.password.errors.code')),
      newPaymentPassword: z
        .string()
        .regex(/^\d{6}$/, t('wallet.withdraw.password.errors.sixDigits')),
      confirmPaymentPassword: z.string(),
    })
    .refine((v) => v.confirmPaymentPassword === v.newPaymentPassword, {
      path: ['confirmPaymentPassword'],
      message: t('errors.payment.password.confirm.mismatch'),
    });
