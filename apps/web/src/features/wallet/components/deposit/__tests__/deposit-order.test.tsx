import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { balanceFixture } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { ok, server } from '@/testing/server';
import {
  orderFixture,
  serveOptions,
  serveOrderStates,
  signIn,
  signInTrial,
} from './deposit-harness';

const ORDER_URL = '/m/voucherCenter?order=D00000042';

describe('deposit order (spec 2.2 /m/voucherCenter: instructions, reference, state)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
    serveOptions();
  });

  it('keeps the open order across a reload and shows where to pay, each value with a copy button that says it copied', async () => {
    serveOrderStates([{}]);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(ORDER_URL);
    await screen.findByRole('heading', { name: 'Deposit order D00000042' }, { timeout: 5000 });
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText(/Send exactly ৳1,000\.00 by bKash/)).toBeInTheDocument();
    const copy = screen.getByRole('button', { name: 'Copy Account number' });
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith('01700000001');
    expect(copy).toHaveTextContent('Copied');
    expect(screen.getByText('Account number copied')).toBeInTheDocument();
  });

  it('sends the reference, then polls with backoff until approved, refreshes the balance once and stops', async () => {
    const polls = serveOrderStates([
      {},
      { status: 'submitted', reference: '8N7A6B5C4D' },
      { status: 'submitted', reference: '8N7A6B5C4D' },
      { status: 'approved', reference: '8N7A6B5C4D' },
    ]);
    let balanceCalls = 0;
    server.use(
      http.get('*/wps/v2/wallets/balance', () => {
        balanceCalls++;
        return ok(balanceFixture(2335.5));
      }),
      http.post('*/wps/transaction/deposit/reference', async ({ request }) => {
        const body = (await request.json()) as { reference: string };
        return ok(orderFixture({ status: 'submitted', reference: body.reference }));
      }),
    );
    renderApp(ORDER_URL);
    const field = await screen.findByLabelText(
      "Payer's number or transaction ID",
      {},
      { timeout: 5000 },
    );
    await userEvent.type(field, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(
      await screen.findByText('Use 4-40 letters, digits, spaces, _ or -.'),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '8N7A6B5C4D');
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Payment submitted')).toBeInTheDocument();
    const before = balanceCalls; // the balance query is not on screen before the approval
    expect(await screen.findByText('Deposit approved', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      screen.getByText('৳985.00 was credited to your wallet, with a bonus of ৳100.00.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Your balance is now ৳2,335.50.')).toBeInTheDocument();
    await waitFor(() => expect(balanceCalls).toBe(before + 1));
    // Backoff: each wait after the reference is at least the previous one doubled (1 s, 2 s).
    const gaps = polls.slice(1).map((t, i) => t - polls[i]!);
    const afterSubmit = gaps.slice(-2);
    expect(afterSubmit[0]).toBeGreaterThanOrEqual(900);
    expect(afterSubmit[1]).toBeGreaterThanOrEqual(1900);
    // A final state ends the polling.
    const count = polls.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(polls).toHaveLength(count);
  }, 20_000);

  it('says why a rejected order was refused, and offers a new deposit that clears the order from the URL', async () => {
    serveOrderStates([{ status: 'rejected', rejectReason: 'Payment not received' }]);
    const { router } = renderApp(ORDER_URL);
    expect(await screen.findByText('Deposit rejected', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Reason: Payment not received')).toBeInTheDocument();
    expect(screen.queryByLabelText("Payer's number or transaction ID")).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New deposit' }));
    await screen.findByRole('heading', { name: 'Make a deposit' });
    expect(router.state.location.search).toBe('');
  });

  it('signs the fee and bonus only when there is one: no fee and no bonus read ৳0.00', async () => {
    serveOrderStates([{ feeMinor: 0, creditMinor: 100_000, bonusMinor: 0, promotionId: null }]);
    renderApp(ORDER_URL);
    const figures = await screen.findByLabelText('Order amounts', {}, { timeout: 5000 });
    const value = (label: string) =>
      within(figures).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Fee')).toBe('৳0.00');
    expect(value('Bonus')).toBe('৳0.00');
  });

  it('shows an expired order as expired', async () => {
    serveOrderStates([{ status: 'expired' }]);
    renderApp(ORDER_URL);
    expect(await screen.findByText('Order expired', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('while submitted, shows the reference sent with an Edit control that reopens the form to correct it', async () => {
    let current = orderFixture({ status: 'submitted', reference: '01712345678' });
    const sent: unknown[] = [];
    server.use(
      http.get('*/wps/transaction/deposit/order', () => ok(current)),
      http.post('*/wps/transaction/deposit/reference', async ({ request }) => {
        const body = (await request.json()) as { orderId: string; reference: string };
        sent.push(body);
        current = orderFixture({ status: 'submitted', reference: body.reference });
        return ok(current);
      }),
    );
    renderApp(ORDER_URL);
    const figures = await screen.findByLabelText('Order amounts', {}, { timeout: 5000 });
    expect(within(figures).getByText('01712345678')).toBeInTheDocument();
    expect(screen.queryByLabelText("Payer's number or transaction ID")).toBeNull();

    // Opened and cancelled: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Edit your reference' }));
    const field = screen.getByLabelText("Payer's number or transaction ID");
    expect(field).toHaveValue('01712345678');
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText("Payer's number or transaction ID")).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit your reference' }));
    await userEvent.clear(screen.getByLabelText("Payer's number or transaction ID"));
    await userEvent.type(screen.getByLabelText("Payer's number or transaction ID"), '8N7A6B5C4D');
    await userEvent.click(screen.getByRole('button', { name: 'Save reference' }));
    expect(await screen.findByText('Reference updated')).toBeInTheDocument();
    expect(sent).toEqual([{ orderId: 'D00000042', reference: '8N7A6B5C4D' }]);
    await waitFor(() =>
      expect(screen.queryByLabelText("Payer's number or transaction ID")).toBeNull(),
    );
    expect(within(figures).getByText('8N7A6B5C4D')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your reference' })).toBeInTheDocument();
  });

  it('offers no Edit once the order is checked', async () => {
    serveOrderStates([{ status: 'approved', reference: '01712345678' }]);
    renderApp(ORDER_URL);
    expect(await screen.findByText('Deposit approved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('01712345678')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit your reference' })).toBeNull();
  });

  it('translates the states into Bengali', async () => {
    usePreferencesStore.getState().setLanguage('BN');
    serveOrderStates([{ status: 'submitted', reference: '01712345678' }]);
    renderApp(ORDER_URL);
    const status = await screen.findByText('পেমেন্ট জমা দেওয়া হয়েছে', {}, { timeout: 5000 });
    expect(
      within(status.parentElement!).getByText(/আমরা আপনার পেমেন্ট যাচাই করছি/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আপনার রেফারেন্স সম্পাদনা করুন' })).toHaveTextContent(
      'সম্পাদনা',
    );
  });
});

describe('deposit for a trial account (spec 6)', () => {
  it('shows the spec 6 message instead of the deposit form', async () => {
    usePreferencesStore.getState().setLanguage('EN');
    signInTrial();
    serveOptions();
    renderApp('/m/voucherCenter');
    expect(
      await screen.findByText(
        'Please login an actual account to use this function.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit now' })).toBeNull();
  });

  it('shows it too when the server refuses the account as a trial one', async () => {
    usePreferencesStore.getState().setLanguage('BN');
    signIn();
    server.use(
      http.get('*/wps/transaction/deposit/options', () =>
        Response.json(
          { success: false, errorCode: 'trial.restricted', message: '' },
          { status: 403 },
        ),
      ),
    );
    renderApp('/m/voucherCenter');
    expect(
      await screen.findByText(
        'এই ফিচারটি ব্যবহার করতে অনুগ্রহ করে একটি আসল অ্যাকাউন্টে লগইন করুন।',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
