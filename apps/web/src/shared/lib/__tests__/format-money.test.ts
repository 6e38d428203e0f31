import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, intlTwoDecimals, twoDecimals } from '../format-money';

// Spec 9 "Currency formatting": #,##0.00 after the symbol. The written-out formatter must agree
// with Intl.NumberFormat('en-US', two decimals), which it replaces on the start-up path, on every
// number a screen can be given.
describe('twoDecimals (spec 9)', () => {
  const intl = (x: number) => intlTwoDecimals().format(x);

  it.each([
    [0, '0.00'],
    [-0, '-0.00'],
    [1234.5, '1,234.50'],
    [-1234.5, '-1,234.50'],
    [999.995, '1,000.00'],
    [1.005, '1.01'],
    [2.675, '2.68'],
    [-0.001, '-0.00'],
    [0.125, '0.13'],
    [123456789.125, '123,456,789.13'],
    [2 ** 53 + 2, '9,007,199,254,740,994.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1e-7, '0.00'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, '∞'],
  ])('%s is written %s, as Intl writes it', (x, text) => {
    expect(twoDecimals(x)).toBe(text);
    expect(intl(x)).toBe(text);
  });

  it('agrees with Intl on any double', () => {
    fc.assert(
      fc.property(fc.double(), (x) => twoDecimals(x) === intl(x)),
      { numRuns: 20_000 },
    );
  });

  it('agrees with Intl on amounts of up to three decimals (the rounding ties)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (n) => twoDecimals(n / 1000) === intl(n / 1000),
      ),
      { numRuns: 20_000 },
    );
  });

  it('writes minor units and the symbol in front', () => {
    expect(formatMinor(123456, '৳')).toBe('৳1,234.56');
    expect(formatMoney(-5, '$')).toBe('$-5.00');
  });
});
