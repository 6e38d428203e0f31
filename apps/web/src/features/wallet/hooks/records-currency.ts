import { useWalletBalance } from '../api/get-wallet-balance';

/** The merchant's currency symbol (spec 9), as the balance endpoint gives it. */
export function useCurrencySymbol(): string {
  return useWalletBalance().data?.currencySymbol ?? '';
}
