import { formatMoney, HIDDEN_AMOUNT } from '@/shared/lib/format-money';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useWalletBalance } from '../api/get-wallet-balance';

/**
 * Spec 4 "Balance", shared by every place that shows it (the home header, the member centre's
 * card): one refresh at a time, asterisks while hidden (HIDEBALANCE in session storage).
 */
export function useBalance() {
  const { data, isFetching, refetch } = useWalletBalance();
  const hidden = usePreferencesStore((s) => s.hideBalance);
  const toggleHidden = usePreferencesStore((s) => s.toggleHideBalance);
  const amount = data ? formatMoney(data.sumBalance, data.currencySymbol) : null;
  return {
    /** The formatted balance, null until it has loaded. */
    amount,
    /** What the screen shows: asterisks when hidden, '--' before the first answer. */
    shown: hidden ? HIDDEN_AMOUNT : (amount ?? '--'),
    hidden,
    refreshing: isFetching,
    // A second tap while one refresh runs joins it instead of starting another.
    refresh: () => void refetch({ cancelRefetch: false }),
    toggleHidden,
  };
}
