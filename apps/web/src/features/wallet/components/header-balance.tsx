import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { Spinner } from '@/shared/ui/spinner';
import { useBalance } from '../hooks/use-balance';
import styles from './header-balance.module.css';

/**
 * Spec 2.3 and 4: the balance with its currency symbol (2 decimals). A tap refetches it with a
 * loading indicator, one refresh at a time; hide-balance shows asterisks instead.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const { amount, shown, hidden, refreshing, refresh } = useBalance();
  const label = hidden
    ? t('account.header.balanceHidden')
    : amount
      ? t('account.header.balance', { amount })
      : t('account.header.balanceUnknown');

  return (
    <button
      type="button"
      className={styles.balance}
      aria-label={label}
      aria-busy={refreshing}
      onClick={refresh}
    >
      <span className={styles.amount}>{shown}</span>
      {refreshing ? (
        <Spinner className={styles.icon} />
      ) : (
        <Icon name="refresh" className={styles.icon} />
      )}
    </button>
  );
}
