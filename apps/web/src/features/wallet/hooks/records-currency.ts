import { useWalletBalance } from '../api/get-wallet-balance';

/**
 * The merchant's currency symbol (spec 9), as the balance endpoint gives it; undefined until that
 * answer is in, so that a screen never draws amounts without their symbol and then with it.
 */
export function useCurrencySymbol(): string | undefined {
  return useWalletBalance().data?.currencySymbol;
}
