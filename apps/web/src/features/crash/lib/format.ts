/** A multiplier in hundredths as the game shows it: 215 -> "2.15x". */
export const formatX = (x100: number) => `${(x100 / 100).toFixed(2)}x`;

/** "2.15" typed by the player -> 215 (hundredths); null when it is not a multiplier. */
export function parseX(text: string): number | null {
  const m = /^\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*x?\s*$/i.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** "12.50" -> 1250 minor units; null when it is not an amount with at most 2 decimals. */
export function parseAmount(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
