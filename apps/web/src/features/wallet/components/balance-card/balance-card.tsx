import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { Spinner } from '@/shared/ui/spinner';
import { useBalance } from '../../hooks/use-balance';
import styles from './balance-card.module.css';

interface BalanceCardProps {
  /** 'card': the member centre's 'new' template; 'line': one row of the 'base' list. */
  variant?: 'card' | 'line';
}

/**
 * The member centre's balance (spec 4 "Balance"): refresh with a spinner, one refresh at a time,
 * and a hide/show toggle that shows asterisks here and everywhere else (HIDEBALANCE).
 */
export function BalanceCard({ variant = 'card' }: BalanceCardProps) {
  const { t } = useTranslation();
  const { shown, hidden, refreshing, refresh, toggleHidden } = useBalance();
  const titleId = useId();
  return (
    <section className={variant === 'card' ? styles.card : styles.line} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('wallet.balanceCard.title')}
      </h2>
      <p className={styles.amount}>
        {hidden ? (
          <>
            <span aria-hidden="true">{shown}</span>
            <span className="visually-hidden">{t('wallet.balanceCard.hidden')}</span>
          </>
        ) : (
          shown
        )}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          aria-label={t('wallet.balanceCard.refresh')}
          aria-busy={refreshing}
          onClick={refresh}
        >
          {refreshing ? (
            <Spinner className={styles.icon} />
          ) : (
            <Icon name="refresh" className={styles.icon} />
          )}
        </button>
        <button
          type="button"
          className={styles.action}
          aria-label={t('wallet.balanceCard.hide')}
          aria-pressed={hidden}
          onClick={toggleHidden}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} className={styles.icon} />
        </button>
      </div>
    </section>
  );
}
