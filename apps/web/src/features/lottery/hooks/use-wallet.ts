import { createContext, useContext } from 'react';
import { formatMinor } from '@/shared/lib/format-money';

/**
 * The member's balance as the game screen shows it, lent by the wallet feature through the app
 * layer (app/routes/lottery.tsx), as the agent area's screens get theirs: one balance query for
 * the whole app, which a bet or a settled order refreshes under ['wallet'].
 */
export interface LotteryWallet {
  /** Null until the balance has loaded. */
  balanceMinor: number | null;
  currencySymbol: string;
  refreshing: boolean;
  refresh: () => void;
}

export const WalletContext = createContext<LotteryWallet>({
  balanceMinor: null,
  currencySymbol: '',
  refreshing: false,
  refresh: () => {},
});

export const useWallet = () => useContext(WalletContext);

/** Minor units as the merchant's money (its symbol comes with the member's balance). */
export function useMoney() {
  const { currencySymbol } = useWallet();
  return (minor: number) => formatMinor(minor, currencySymbol);
}
