import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { formatDateTime } from '../../../lib/records-format';
import {
  controllableObserver,
  lastQuery,
  serveTransactions,
  signIn,
  transaction,
} from './records-harness';

describe('transaction record /m/transaction/record (issue 9)', () => {
  let observer: ReturnType<typeof controllableObserver>;
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
    observer = controllableObserver();
  });
  afterEach(() => observer.restore());

  it('shows each movement with its type, state badge, signed amount, fee, order id and time', async () => {
    serveTransactions([
      transaction(1, { status: 'submitted', amountMinor: 100_000, feeMinor: 1500 }),
      transaction(2, {
        id: 'WITHDRAW:2',
        type: 'WITHDRAW',
        status: 'rejected',
        amountMinor: -20_000,
        orderId: 'W00000002',
        note: 'Name does not match',
      }),
      transaction(3, {
        id: 'BONUS:3',
        type: 'BONUS',
        status: 'done',
        orderId: null,
        channel: null,
      }),
    ]);
    renderApp('/m/transaction/record?types=A');
    const list = await screen.findByRole('list', { name: 'Transactions' }, { timeout: 5000 });
    const [deposit, withdrawal, bonus] = within(list).getAllByRole('button') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(deposit).toHaveTextContent(/Deposit\s*Pending/);
    expect(deposit).toHaveTextContent('+৳1,000.00');
    expect(deposit).toHaveTextContent('Fee ৳15.00');
    expect(deposit).toHaveTextContent('Order ID D00000001');
    expect(deposit).toHaveTextContent(formatDateTime('2026-11-20T08:30:00.000Z'));
    expect(withdrawal).toHaveTextContent(/Withdrawal\s*Rejected/);
    // A rejected order moved nothing: its amount is struck through and uncoloured.
    expect(within(withdrawal).getByText('-৳200.00').className).toMatch(/void/);
    // A submitted deposit has not moved money yet: no green (see the pending-tone test below).
    expect(within(deposit).getByText('+৳1,000.00').className).not.toMatch(/positive/);
    expect(bonus).toHaveTextContent(/Bonus\s*Completed/);

    await userEvent.click(withdrawal);
    const details = document.getElementById(withdrawal.getAttribute('aria-controls')!)!;
    expect(details).toBeVisible();
    expect(within(details).getByText('Reject reason').nextSibling).toHaveTextContent(
      'Name does not match',
    );
    expect(within(details).getByText('Channel').nextSibling).toHaveTextContent('bKash');
  });

  it('colours only money that moved: pending deposits and withdrawals stay neutral', async () => {
    serveTransactions([
      transaction(1, { status: 'awaiting_payment', amountMinor: 10_100 }),
      transaction(2, { status: 'submitted', amountMinor: 10_200 }),
      transaction(3, {
        id: 'WITHDRAW:3',
        type: 'WITHDRAW',
        status: 'pending',
        amountMinor: -10_300,
      }),
      transaction(4, { status: 'approved', amountMinor: 10_400 }),
      transaction(5, {
        id: 'WITHDRAW:5',
        type: 'WITHDRAW',
        status: 'approved',
        amountMinor: -10_500,
      }),
    ]);
    renderApp('/m/transaction/record?types=A');
    const list = await screen.findByRole('list', { name: 'Transactions' }, { timeout: 5000 });
    const toneOf = (text: string) => within(list).getByText(text).className;
    for (const pending of ['+৳101.00', '+৳102.00', '-৳103.00']) {
      expect(toneOf(pending)).toMatch(/neutral/);
      expect(toneOf(pending)).not.toMatch(/positive|negative|void/);
    }
    expect(toneOf('+৳104.00')).toMatch(/positive/);
    expect(toneOf('-৳105.00')).toMatch(/negative/);
  });

  it('filters by type and date through the query and the URL', async () => {
    const calls = serveTransactions([transaction(1)]);
    const { router } = renderApp('/m/transaction/record');
    await screen.findByRole('list', { name: 'Transactions' }, { timeout: 5000 });
    const types = screen.getByRole('group', { name: 'Transaction type' });
    expect(within(types).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(types).getByRole('button', { name: 'Withdrawal' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ type: 'WITHDRAW' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ type: 'WITHDRAW', period: 'yesterday' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('WITHDRAW');
    await userEvent.click(within(types).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(lastQuery(calls).type).toBeUndefined());
  });

  it('grows by cursor as the end shows, each movement once', async () => {
    const items = Array.from({ length: 30 }, (_, i) => transaction(i + 1));
    const calls = serveTransactions(items, { overlap: true });
    renderApp('/m/transaction/record');
    const list = await screen.findByRole('list', { name: 'Transactions' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    act(() => observer.scrollToEnd());
    expect(await screen.findByText('No more records')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(calls.map((c) => c.get('cursor'))).toEqual([null, '20']);
  });
});
