import type { DepositChannel, DepositPromotion } from '@app/contract';

/**
 * The figures the deposit summary shows before the order exists, by the same rules the server
 * applies (services/cashier/deposits.ts), so the preview and the order agree to the minor unit.
 */

/** The fee: basis points of the amount, rounded half up. */
export const depositFee = (amountMinor: number, feeBps: number) =>
  Math.round((amountMinor * feeBps) / 10_000);

/** A promotion's bonus: `percent` of the deposit, rounded down, at most the cap. */
export const depositBonus = (amountMinor: number, promotion: DepositPromotion) =>
  Math.min(Math.floor((amountMinor * promotion.percent) / 100), promotion.capMinor);

export const isEligible = (promotion: DepositPromotion, amountMinor: number | null) =>
  amountMinor !== null && amountMinor >= promotion.minDepositMinor;

export interface DepositQuote {
  amountMinor: number;
  feeMinor: number;
  /** What reaches the wallet on approval: amount - fee. */
  creditMinor: number;
  bonusMinor: number;
}

export function depositQuote(
  channel: DepositChannel,
  amountMinor: number,
  promotion: DepositPromotion | null,
): DepositQuote {
  const feeMinor = depositFee(amountMinor, channel.feeBps);
  return {
    amountMinor,
    feeMinor,
    creditMinor: amountMinor - feeMinor,
    bonusMinor:
      promotion && isEligible(promotion, amountMinor) ? depositBonus(amountMinor, promotion) : 0,
  };
}

/** The fee as people read it: "1.5%", "0%". */
export const feePercent = (feeBps: number) => `${(feeBps / 100).toLocaleString('en-US')}%`;
