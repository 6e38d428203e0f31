/**
 * A fresh key for one money-moving attempt, in the contract's alphabet (8-64 of A-Z a-z 0-9 _ -).
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); a site served over plain
 * http on a LAN address still has `getRandomValues`, so the same 122 random bits come from there.
 * Used by the cashier (deposits, withdrawals, forfeits) and the lottery's bets.
 */
export function newIdempotencyKey(prefix: 'dep' | 'wd' | 'bf' | 'lot' | 'org' | 'crash'): string {
  const uuid =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
          b.toString(16).padStart(2, '0'),
        ).join('');
  return `${prefix}-${uuid}`;
}
