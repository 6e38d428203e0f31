import { formatMoney } from '@/shared/lib/format-money';

/** Spec 9: integer minor units shown as #,##0.00 after the merchant's symbol. */
export const formatMinor = (minor: number, symbol: string) => formatMoney(minor / 100, symbol);

/**
 * What a player typed, in minor units, by the contract's rule for request amounts (up to 10
 * digits, at most 2 decimals, above zero); null when it is not such an amount. Grouping commas
 * and spaces are forgiven: "1,000" is what people write.
 */
export function parseAmount(text: string): number | null {
  const s = text.replace(/[,\s]/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(s)) return null;
  const [whole = '0', fraction = ''] = s.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** Minor units as the amount field shows and the API receives them: "500", "1250.50". */
export const minorToInput = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as YYYY-MM-DD HH:mm on this device's clock. */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
