import { useTranslation } from 'react-i18next';
import { formatMoney, HIDDEN_AMOUNT } from '@/shared/lib/format-money';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { Icon } from '@/shared/ui/icon';
import { Spinner } from '@/shared/ui/spinner';
import { useWalletBalance } from '../api/get-wallet-balance';
import styles from './header-balance.module.css';

/**
 * Spec 2.3 and 4: the balance with its currency symbol (2 decimals). A tap refetches it with a
 * loading indicator, one refresh at a time; hide-balance shows asterisks instead.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const { data, isFetching, refetch } = useWalletBalance();
  const hidden = usePreferencesStore((s) => s.hideBalance);
  const amount = data ? formatMoney(data.sumBalance, data.currencySymbol) : '--';
  const label = hidden
    ? t('account.header.balanceHidden')
    : data
      ? t('account.header.balance', { amount })
      : t('account.header.balanceUnknown');

  return (
    <button
      type="button"
      className={styles.balance}
      aria-label={label}
      aria-busy={isFetching}
      // A second tap while one refresh runs joins it instead of starting another.
      onClick={() => void refetch({ cancelRefetch: false })}
    >
      <span className={styles.amount}>{hidden ? HIDDEN_AMOUNT : amount}</span>
      {isFetching ? (
        <Spinner className={styles.icon} />
      ) : (
        <Icon name="refresh" className={styles.icon} />
      )}
    </button>
  );
}
