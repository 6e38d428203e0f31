import type { DepositPromotion } from '@app/contract';
import { useTranslation } from 'react-i18next';

/**
 * A deposit promotion's rules as the member reads them before choosing it (issue 19): the
 * turnover a withdrawal will need, whether the bonus may be forfeited, and its per-member limits;
 * and, when this member cannot choose it now, why.
 */
export function usePromotionRules() {
  const { t } = useTranslation();
  const rules = (p: DepositPromotion): string => {
    const lines = [
      p.turnoverMultiple > 0
        ? t(`wallet.deposit.promotion.turnover.${p.turnoverBase}`, { multiple: p.turnoverMultiple })
        : t('wallet.deposit.promotion.turnover.none'),
    ];
    if (p.forfeitAllowed && p.turnoverMultiple > 0)
      lines.push(t('wallet.deposit.promotion.forfeitable'));
    if (p.firstDepositOnly) lines.push(t('wallet.deposit.promotion.firstOnly'));
    if (p.perDayLimit !== null)
      lines.push(t('wallet.deposit.promotion.perDay', { count: p.perDayLimit }));
    if (p.maxPerMember !== null)
      lines.push(t('wallet.deposit.promotion.maxPerMember', { count: p.maxPerMember }));
    return lines.join(' · ');
  };
  const unavailable = (p: DepositPromotion): string | null =>
    p.unavailable && t(`wallet.deposit.promotion.unavailable.${p.unavailable}`);
  return { rules, unavailable };
}
