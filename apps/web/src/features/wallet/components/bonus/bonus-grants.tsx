import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/ui/form.module.css';
import { useBonusGrants, type BonusGrants as Grants } from '../../api/get-bonus-grants';
import { formatMinor } from '../../lib/cashier-money';
import cashierStyles from '../cashier/cashier.module.css';
import withdrawStyles from '../withdraw/withdraw.module.css';
import { BonusGrantItem } from './bonus-grant-item';
import styles from './bonus.module.css';

/** What holds withdrawals back, in one line: the turnover left, all met, or no bonus at all. */
function Summary({ data }: { data: Grants }) {
  const { t } = useTranslation();
  const held = data.turnoverLeftMinor > 0;
  const text = held
    ? t('wallet.bonus.left', { amount: formatMinor(data.turnoverLeftMinor, data.currencySymbol) })
    : data.grants.length > 0
      ? t('wallet.bonus.allMet')
      : t('wallet.bonus.empty');
  return (
    <p className={styles.summary} data-held={held || undefined}>
      {text}
    </p>
  );
}

/**
 * The member's bonuses (issue 19): each one's turnover requirement and progress, the turnover
 * still holding withdrawals back, and a forfeit where the promotion allows it. Shown on
 * /m/withdraw and in the member centre; loading, error (with a retry) and empty states.
 */
export function BonusGrants() {
  const { t } = useTranslation();
  const titleId = useId();
  const grants = useBonusGrants();
  return (
    <section className={withdrawStyles.card} aria-labelledby={titleId} aria-busy={grants.isPending}>
      <h2 id={titleId} className={cashierStyles.title}>
        {t('wallet.bonus.title')}
      </h2>
      {grants.isPending ? (
        <div
          role="status"
          aria-label={t('wallet.bonus.loading')}
          className={`${cashierStyles.skeleton} ${cashierStyles.skeletonTall}`}
        />
      ) : grants.isError ? (
        <>
          <p role="alert" className={styles.summary}>
            {t('wallet.bonus.error')}
          </p>
          <button
            type="button"
            className={`${formStyles.secondary} ${styles.retry}`}
            onClick={() => void grants.refetch()}
          >
            {t('wallet.bonus.retry')}
          </button>
        </>
      ) : (
        <>
          <Summary data={grants.data} />
          {grants.data.grants.length > 0 && (
            <ul className={styles.list} aria-label={t('wallet.bonus.list')}>
              {grants.data.grants.map((g) => (
                <BonusGrantItem key={g.id} grant={g} symbol={grants.data.currencySymbol} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
