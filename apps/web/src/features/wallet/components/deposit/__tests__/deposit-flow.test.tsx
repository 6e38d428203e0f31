import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { fail, ok, server } from '@/testing/server';
import {
  channelsFixture,
  promotionsFixture,
  serveCreate,
  serveOptions,
  serveOrderStates,
  serveTemplate,
  signIn,
} from './deposit-harness';

const KEY = /^dep-[A-Za-z0-9_-]{8,60}$/;

async function openForm() {
  const view = renderApp('/m/voucherCenter');
  await screen.findByRole('heading', { name: 'Make a deposit' }, { timeout: 5000 });
  return view;
}

describe('deposit /m/voucherCenter, template new (spec 2.2, 4 dep_func "1")', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
    serveOptions();
  });

  it('offers channel tiles with their limits and fee, chips of the chosen channel, and promotion cards', async () => {
    await openForm();
    const channels = screen.getByRole('group', { name: 'Payment channel' });
    const bkash = within(channels).getByRole('radio', {
      name: /bKash.*৳100\.00 – ৳25,000\.00.*Fee 1\.5%/,
    });
    const bank = within(channels).getByRole('radio', { name: /Bank transfer.*৳500\.00.*Fee 0%/ });
    expect(bank).toBeChecked();
    await userEvent.click(bkash);
    const chips = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['৳200.00', '৳500.00', '৳1,000.00', '৳5,000.00']);
    const promos = screen.getByRole('group', { name: 'Deposit promotion' });
    expect(within(promos).getByRole('radio', { name: 'No promotion' })).toBeChecked();
    expect(within(promos).getByRole('radio', { name: /100% deposit bonus/ })).toBeEnabled();
  });

  it('validates the amount live against the chosen channel, and judges it again when the channel changes', async () => {
    await openForm();
    const amount = screen.getByLabelText('Amount (৳)');
    await userEvent.type(amount, '300');
    // Bank's minimum is ৳500.
    expect(await screen.findByText('The minimum for this channel is ৳500.00.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /bKash/ }));
    await waitFor(() =>
      expect(screen.queryByText('The minimum for this channel is ৳500.00.')).toBeNull(),
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '30000');
    expect(
      await screen.findByText('The maximum for this channel is ৳25,000.00.'),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    expect(
      await screen.findByText('Enter an amount above zero with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('12.345');
  });

  it('shows the fee, the credit and the bonus the chosen promotion would pay, and disables promotions the amount does not reach', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('radio', { name: /bKash/ }));
    await userEvent.click(screen.getByRole('button', { name: '৳500.00' }));
    expect(screen.getByLabelText('Amount (৳)')).toHaveValue('500');
    const first = screen.getByRole('radio', { name: /100% deposit bonus/ });
    expect(first).toBeDisabled();
    expect(first.closest('label')).toHaveTextContent('Needs a deposit of ৳1,000.00 or more');
    await userEvent.click(screen.getByRole('radio', { name: /10% reload bonus/ }));
    // The summary goes while the amount is invalid, so it is looked up afresh each time.
    const row = (label: string | RegExp) =>
      within(screen.getByRole('region', { name: 'Summary' }))
        .getByText(label)
        .closest('div')
        ?.querySelector('dd')?.textContent;
    expect(row('Amount')).toBe('৳500.00');
    // 1.5% of ৳500 = ৳7.50, rounded half up in minor units as the server does.
    expect(row('Fee (1.5%)')).toBe('-৳7.50');
    expect(row('Credited to your wallet')).toBe('৳492.50');
    expect(row('Bonus')).toBe('+৳50.00');
    expect(row('Total to your wallet')).toBe('৳542.50');
    // A bonus is capped: 10% of ৳20,000 is ৳2,000, the cap is ৳1,000.
    await userEvent.clear(screen.getByLabelText('Amount (৳)'));
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '20000');
    expect(screen.getByLabelText('Amount (৳)')).toHaveValue('20000');
    await waitFor(() => expect(row('Bonus')).toBe('+৳1,000.00'));
  });

  it('opens the order with one idempotency key per attempt, reused on a retry after a network failure', async () => {
    const bodies = serveCreate({ failFirst: 1 });
    serveOrderStates([{}]);
    const { router } = await openForm();
    await userEvent.click(screen.getByRole('radio', { name: /bKash/ }));
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '1000');
    await userEvent.click(screen.getByRole('radio', { name: /10% reload bonus/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText(/Network error/)).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText('Amount (৳)')).toHaveValue('1000');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByRole('heading', { name: 'Deposit order D00000042' });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ channel: 'BKASH', amount: '1000', promotionId: 2 });
    expect(bodies[0]?.idempotencyKey).toMatch(KEY);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(router.state.location.search).toBe('?order=D00000042');
  });

  it('takes a new key when the request changes after a failure', async () => {
    const bodies = serveCreate({ failFirst: 1 });
    serveOrderStates([{}]);
    await openForm();
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByText(/Network error/);
    await userEvent.clear(screen.getByLabelText('Amount (৳)'));
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByRole('heading', { name: 'Deposit order D00000042' });
    expect(bodies[1]?.amount).toBe('1500');
    expect(bodies[1]?.idempotencyKey).toMatch(KEY);
    expect(bodies[1]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
  });

  it("shows the server's refusal in the user's language and keeps the form as typed", async () => {
    serveCreate({ error: [400, 'amount.above.max'] });
    usePreferencesStore.getState().setLanguage('BN');
    renderApp('/m/voucherCenter');
    await screen.findByRole('heading', { name: 'ডিপোজিট করুন' }, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('পরিমাণ (৳)'), '900');
    await userEvent.click(screen.getByRole('button', { name: 'এখনই ডিপোজিট করুন' }));
    expect(await screen.findAllByText('পরিমাণটি সর্বোচ্চ সীমার চেয়ে বেশি।')).not.toHaveLength(0);
    expect(screen.getByLabelText('পরিমাণ (৳)')).toHaveValue('900');
  });
});

describe('deposit promotions: their rules and per-member limits (issue 19)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
  });

  it('states the turnover, the forfeit and the limits on each card, and disables one this member has used', async () => {
    const [first, reload] = promotionsFixture();
    serveOptions(undefined, [{ ...first!, unavailable: 'firstOnly' }, reload!]);
    await openForm();
    const used = screen.getByRole('radio', { name: /100% deposit bonus/ });
    expect(used).toBeDisabled();
    const card = used.closest('label')!;
    expect(card).toHaveTextContent(
      'Turnover 5x the deposit and bonus before withdrawal · The bonus may be forfeited to withdraw the rest · First deposit only',
    );
    expect(card).toHaveTextContent('Only for a first deposit');
    const open = screen.getByRole('radio', { name: /10% reload bonus/ });
    expect(open).toBeEnabled();
    expect(open.closest('label')).toHaveTextContent(
      'Turnover 3x the bonus before withdrawal · The bonus may be forfeited to withdraw the rest · Once a day',
    );
  });

  it('in the compact form, an option this member cannot use says why and cannot be chosen (in Bengali too)', async () => {
    usePreferencesStore.getState().setLanguage('BN');
    serveTemplate('0');
    const [first, reload] = promotionsFixture();
    serveOptions(undefined, [first!, { ...reload!, unavailable: 'dailyLimit' }]);
    renderApp('/m/voucherCenter');
    const promo = await screen.findByRole(
      'combobox',
      { name: 'ডিপোজিট প্রমোশন' },
      { timeout: 5000 },
    );
    const option = within(promo).getByRole('option', {
      name: /10% reload.*আজ নেওয়া হয়েছে: আগামীকাল আবার পাবেন/,
    });
    expect(option).toBeDisabled();
  });

  it('marks the promotion field with a limit refusal and asks for the options again', async () => {
    let asked = 0;
    server.use(
      http.get('*/wps/transaction/deposit/options', () => {
        asked++;
        return ok({
          currency: 'BDT',
          currencySymbol: '৳',
          channels: channelsFixture(),
          promotions: promotionsFixture(),
        });
      }),
    );
    serveCreate({ error: [409, 'deposit.promotion.daily.limit'] });
    await openForm();
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '1000');
    await userEvent.click(screen.getByRole('radio', { name: /10% reload bonus/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    const message = 'You have used this promotion as often as it allows today.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(asked).toBe(2));
  });
});

describe('deposit /m/voucherCenter, template base (spec 4 dep_func not "1")', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
    serveOptions();
    serveTemplate('0');
  });

  it('is a compact form: channel select, amount without chips, promotion select with the bonus', async () => {
    const bodies = serveCreate();
    serveOrderStates([{}]);
    await openForm();
    expect(screen.queryByRole('group', { name: 'Quick amounts' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Payment channel' })).toBeNull();
    const channel = screen.getByRole('combobox', { name: 'Payment channel' });
    await userEvent.selectOptions(channel, 'BKASH');
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '2000');
    const promo = screen.getByRole('combobox', { name: 'Deposit promotion' });
    expect(
      within(promo).getByRole('option', { name: /100% deposit bonus.*Bonus ৳2,000\.00/ }),
    ).toBeEnabled();
    await userEvent.selectOptions(promo, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByRole('heading', { name: 'Deposit order D00000042' });
    expect(bodies[0]).toMatchObject({ channel: 'BKASH', amount: '2000', promotionId: 1 });
  });
});

describe('deposit /m/voucherCenter, edge states', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('shows an empty state when the merchant offers no channel', async () => {
    signIn();
    serveOptions([], []);
    renderApp('/m/voucherCenter');
    expect(
      await screen.findByText(/Deposits are not available right now/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit now' })).toBeNull();
  });

  it('shows a failed load in the user language with a retry', async () => {
    signIn();
    server.use(
      http.get('*/wps/transaction/deposit/options', () => fail(503, 'system.maintenance')),
    );
    renderApp('/m/voucherCenter');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'System upgrading, please try again later.',
    );
    serveOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Make a deposit' });
  });
});
