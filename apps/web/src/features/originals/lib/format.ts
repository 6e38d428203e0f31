/** A roll or target in hundredths (0-9999) as the player reads it: 5000 -> "50.00". */
export const hundredths = (n: number) => (n / 100).toFixed(2);

/** A multiplier to at most 4 decimals, without trailing zeros: 1.98x. */
export const multiplierText = (m: number) => `${Number(m.toFixed(4))}x`;
