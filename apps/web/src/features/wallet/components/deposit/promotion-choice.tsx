import type { DepositPromotion } from '@app/contract';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositOptions } from '../../api/get-deposit-options';
import { formatMinor } from '../../lib/cashier-money';
import { depositBonus, isEligible } from '../../lib/deposit-maths';
import type { DepositFormValues } from '../../lib/deposit-schema';
import cashierStyles from '../cashier/cashier.module.css';
import styles from './deposit.module.css';
import { usePromotionRules } from './promotion-rules';

interface PromotionChoiceProps {
  offer: DepositOptions;
  /** The amount when it is a valid one for the channel, else null (no bonus to show yet). */
  amountMinor: number | null;
  register: UseFormRegister<DepositFormValues>;
  error: string | undefined;
}

/** "100% up to ৳5,000.00, from ৳1,000.00": the rule of a promotion in one line. */
function useTerms(symbol: string) {
  const { t } = useTranslation();
  return (p: DepositPromotion) =>
    t('wallet.deposit.promotion.terms', {
      percent: p.percent,
      cap: formatMinor(p.capMinor, symbol),
      min: formatMinor(p.minDepositMinor, symbol),
    });
}

/**
 * 'new' template: the promotions as cards to choose from (or none), each with its rules. A card
 * the member cannot use now (a limit) or the amount does not reach is disabled and says why; the
 * others show the bonus they would pay.
 */
export function PromotionCards({ offer, amountMinor, register, error }: PromotionChoiceProps) {
  const { t } = useTranslation();
  const terms = useTerms(offer.currencySymbol);
  const { rules, unavailable } = usePromotionRules();
  const money = (minor: number) => formatMinor(minor, offer.currencySymbol);
  if (offer.promotions.length === 0) return null;
  return (
    <fieldset
      className={cashierStyles.fieldset}
      aria-describedby={error ? 'promotion-error' : undefined}
    >
      <legend className={cashierStyles.legend}>{t('wallet.deposit.promotion.title')}</legend>
      <label className={cashierStyles.choice}>
        <input type="radio" value="" className={cashierStyles.radio} {...register('promotionId')} />
        <span className={cashierStyles.choiceTitle}>{t('wallet.deposit.promotion.none')}</span>
      </label>
      {offer.promotions.map((p) => {
        const tooSmall = amountMinor !== null && !isEligible(p, amountMinor);
        const closed = unavailable(p);
        const disabled = tooSmall || closed !== null;
        return (
          <label key={p.id} className={cashierStyles.choice} data-disabled={disabled || undefined}>
            <input
              type="radio"
              value={String(p.id)}
              className={cashierStyles.radio}
              disabled={disabled}
              {...register('promotionId')}
            />
            <span className={cashierStyles.choiceTitle}>{p.title}</span>
            <span className={cashierStyles.choiceText}>{p.description}</span>
            <span className={styles.promoTerms}>{terms(p)}</span>
            <span className={styles.promoTerms}>{rules(p)}</span>
            <span className={styles.promoBonus}>
              {closed !== null
                ? closed
                : amountMinor === null
                  ? t('wallet.deposit.promotion.percentOf', { percent: p.percent })
                  : tooSmall
                    ? t('wallet.deposit.promotion.needs', { min: money(p.minDepositMinor) })
                    : t('wallet.deposit.promotion.bonus', {
                        amount: money(depositBonus(amountMinor, p)),
                      })}
            </span>
          </label>
        );
      })}
      {error && (
        <p id="promotion-error" className={cashierStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** 'base' template: the promotions as a compact list to read... */
export function PromotionList({ offer }: { offer: DepositOptions }) {
  const { t } = useTranslation();
  const terms = useTerms(offer.currencySymbol);
  const { rules, unavailable } = usePromotionRules();
  if (offer.promotions.length === 0) return null;
  return (
    <section className={styles.promoList} aria-labelledby="deposit-promotions">
      <h3 id="deposit-promotions" className={cashierStyles.legend}>
        {t('wallet.deposit.promotion.available')}
      </h3>
      <ul className={styles.plainList}>
        {offer.promotions.map((p) => (
          <li key={p.id} className={styles.promoLine}>
            <span className={cashierStyles.choiceTitle}>{p.title}</span>
            <span className={cashierStyles.choiceText}>{p.description}</span>
            <span className={styles.promoTerms}>{terms(p)}</span>
            <span className={styles.promoTerms}>{rules(p)}</span>
            {p.unavailable && <span className={styles.promoBonus}>{unavailable(p)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** ...and one select to choose from, each option saying the bonus it would pay. */
export function PromotionSelect({ offer, amountMinor, register, error }: PromotionChoiceProps) {
  const { t } = useTranslation();
  const { unavailable } = usePromotionRules();
  const money = (minor: number) => formatMinor(minor, offer.currencySymbol);
  if (offer.promotions.length === 0) return null;
  return (
    <label className={styles.selectField}>
      <span className={cashierStyles.legend}>{t('wallet.deposit.promotion.title')}</span>
      <select
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'promotion-error' : undefined}
        {...register('promotionId')}
      >
        <option value="">{t('wallet.deposit.promotion.none')}</option>
        {offer.promotions.map((p) => {
          const tooSmall = amountMinor !== null && !isEligible(p, amountMinor);
          const closed = unavailable(p);
          const bonus =
            closed ??
            (amountMinor === null
              ? t('wallet.deposit.promotion.percentOf', { percent: p.percent })
              : tooSmall
                ? t('wallet.deposit.promotion.needs', { min: money(p.minDepositMinor) })
                : t('wallet.deposit.promotion.bonus', {
                    amount: money(depositBonus(amountMinor, p)),
                  }));
          return (
            <option key={p.id} value={String(p.id)} disabled={tooSmall || closed !== null}>
              {`${p.title} (${bonus})`}
            </option>
          );
        })}
      </select>
      {error && (
        <span id="promotion-error" className={cashierStyles.error} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
