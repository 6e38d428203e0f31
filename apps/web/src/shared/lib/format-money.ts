/**
 * Spec 9 "Currency formatting": #,##0.00, as `Intl.NumberFormat('en-US')` with two decimals writes
 * it, digit for digit. Written out instead of built on Intl: a page's first Intl object loads ICU's
 * number data, 17-32 ms of the main thread on the 2-core test machine and four times that on a slow
 * phone, and most screens format a balance or the jackpot while they start (issue 22). The same
 * rule as V8's Intl: the number's shortest decimal form (what `String` writes), rounded half away
 * from zero. What `String` writes with an exponent (from 1e21, below 1e-6), NaN and the infinities
 * go to Intl itself.
 */
export function twoDecimals(amount: number): string {
  const text = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(text)) return intlTwoDecimals().format(amount);
  const [whole = '0', fraction = ''] = text.split('.');
  let cents = BigInt(whole + `${fraction}00`.slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Intl keeps the sign of a negative amount that rounds to zero, and of -0.
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${grouped}.${digits.slice(-2)}`;
}

let intl: Intl.NumberFormat | undefined;
/** The Intl formatter `twoDecimals` stands for: made on first need only. */
export const intlTwoDecimals = () =>
  (intl ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Spec 9 "Currency formatting": pattern #,##0.00 after the currency symbol. */
export const formatMoney = (amount: number, symbol = '') => `${symbol}${twoDecimals(amount)}`;

/** Spec 4 "hide-balance shows asterisks". */
export const HIDDEN_AMOUNT = '****';

/** Integer minor units (the ledger's) by spec 9: #,##0.00 after the symbol. */
export const formatMinor = (minor: number, symbol = '') => formatMoney(minor / 100, symbol);
