import { formatMoney } from '@/shared/lib/format-money';

export { formatDateTime } from '@/shared/lib/format-date-time';

/** Integer minor units by spec 9 (#,##0.00 after the symbol). */
export const formatMinor = (minor: number, symbol: string) => formatMoney(minor / 100, symbol);

/**
 * A signed amount: '+' or '-' before the symbol, so the sign is readable without its colour
 * (a net result or a wallet movement). Zero carries no sign.
 */
export function formatSignedMinor(minor: number, symbol: string): string {
  const sign = minor > 0 ? '+' : minor < 0 ? '-' : '';
  return `${sign}${formatMinor(Math.abs(minor), symbol)}`;
}

/** The CSS tone of a signed amount. */
export const toneOf = (minor: number): 'positive' | 'negative' | 'zero' =>
  minor > 0 ? 'positive' : minor < 0 ? 'negative' : 'zero';
