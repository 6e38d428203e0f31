import type { DepositChannel, DepositPromotion } from '@app/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { formatMinor, parseAmount } from './cashier-money';
import { isEligible } from './deposit-maths';

export interface DepositFormValues {
  /** A channel code, '' before one is chosen. */
  channel: string;
  /** Major units as typed. */
  amount: string;
  /** A promotion id, '' for none. */
  promotionId: string;
}

interface Offer {
  currencySymbol: string;
  channels: DepositChannel[];
  promotions: DepositPromotion[];
}

/**
 * The deposit form's rules: a channel, an amount within that channel's limits (the contract's
 * format: above zero, at most 2 decimals), and a promotion only when the amount reaches its
 * minimum. Messages are translated and name the limit, so a player knows what would pass.
 */
export function depositFormSchema(t: TFunction, offer: Offer) {
  const money = (minor: number) => formatMinor(minor, offer.currencySymbol);
  return z
    .object({ channel: z.string(), amount: z.string(), promotionId: z.string() })
    .superRefine((v, ctx) => {
      const issue = (path: keyof DepositFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const channel = offer.channels.find((c) => c.code === v.channel);
      if (!channel) return issue('channel', t('wallet.deposit.errors.channelRequired'));
      if (v.amount.trim() === '') return issue('amount', t('wallet.deposit.errors.amountRequired'));
      const minor = parseAmount(v.amount);
      if (minor === null) return issue('amount', t('wallet.deposit.errors.amountFormat'));
      if (minor < channel.minMinor)
        return issue(
          'amount',
          t('wallet.deposit.errors.amountMin', { min: money(channel.minMinor) }),
        );
      if (minor > channel.maxMinor)
        return issue(
          'amount',
          t('wallet.deposit.errors.amountMax', { max: money(channel.maxMinor) }),
        );
      if (v.promotionId === '') return;
      const promotion = offer.promotions.find((p) => String(p.id) === v.promotionId);
      if (!promotion) return issue('promotionId', t('errors.deposit.promotion.invalid'));
      if (!isEligible(promotion, minor))
        issue(
          'promotionId',
          t('wallet.deposit.errors.promotionMin', { min: money(promotion.minDepositMinor) }),
        );
    });
}

/** The contract's reference rule (submitDepositReference): 4-40 letters, digits, spaces, _ or -. */
export const referenceSchema = (t: TFunction) =>
  z.object({
    reference: z
      .string()
      .trim()
      .min(1, t('wallet.deposit.reference.required'))
      .regex(/^[A-Za-z0-9 _-]{4,40}$/, t('wallet.deposit.reference.invalid')),
  });
