import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { DepositSummary } from '../deposit-summary';

// Spec 2.2 /m/voucherCenter: the deposit form's summary before the order is made. A fee and a
// bonus are signed (taken, added); none reads as an unsigned ৳0.00, never -৳0.00 or +৳0.00.

const figures = () => within(screen.getByRole('region', { name: 'Summary' }));
const value = (label: RegExp | string) =>
  figures().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
/** A deposit of ৳1,000.00 with this fee and bonus. */
const renderSummary = (feeMinor: number, bonusMinor: number, feeBps: number) =>
  render(
    <DepositSummary
      quote={{ amountMinor: 100_000, feeMinor, creditMinor: 100_000 - feeMinor, bonusMinor }}
      feeBps={feeBps}
      symbol="৳"
    />,
  );

describe('deposit summary', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('reads ৳0.00 for no fee and no bonus', () => {
    renderSummary(0, 0, 0);
    expect(value(/^Fee/)).toBe('৳0.00');
    expect(value('Bonus')).toBe('৳0.00');
    expect(value('Total to your wallet')).toBe('৳1,000.00');
  });

  it('signs a fee taken and a bonus added, and totals what reaches the wallet', () => {
    renderSummary(1_500, 50_000, 150);
    expect(value('Fee (1.5%)')).toBe('-৳15.00');
    expect(value('Credited to your wallet')).toBe('৳985.00');
    expect(value('Bonus')).toBe('+৳500.00');
    expect(value('Total to your wallet')).toBe('৳1,485.00');
  });
});
