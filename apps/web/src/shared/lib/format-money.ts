const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Spec 9 "Currency formatting": pattern #,##0.00 after the currency symbol. */
export const formatMoney = (amount: number, symbol = '') =>
  `${symbol}${twoDecimals.format(amount)}`;

/** Spec 4 "hide-balance shows asterisks". */
export const HIDDEN_AMOUNT = '****';

/** Integer minor units (the ledger's) by spec 9: #,##0.00 after the symbol. */
export const formatMinor = (minor: number, symbol = '') => formatMoney(minor / 100, symbol);
