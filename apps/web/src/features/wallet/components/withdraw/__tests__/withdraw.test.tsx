import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { openSealedRequest } from '@/testing/sealed';
import { ok, server } from '@/testing/server';
import { signIn, signInTrial } from '../../deposit/__tests__/deposit-harness';
import {
  infoFixture,
  refuseWith,
  serveWithdraw,
  serveWithdrawal,
  withdrawalFixture,
} from './withdraw-harness';

const KEY = /^wd-[A-Za-z0-9_-]{8,60}$/;

async function open(url = '/m/withdraw') {
  const view = renderApp(url);
  await screen.findByRole('heading', { name: 'Withdrawable balance' }, { timeout: 5000 });
  return view;
}

describe('withdraw /m/withdraw (spec 2.2): balance, limits, the withdrawal', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
  });

  it("shows the available and held balance and today's limits; all-in fills min(available, max, today's remaining)", async () => {
    serveWithdraw({ info: infoFixture({ heldMinor: 120_050 }), payeeName: 'Rahim Uddin' });
    await open();
    expect(screen.getByText('৳30,000.00')).toBeInTheDocument();
    expect(screen.getByText('৳1,200.50')).toBeInTheDocument();
    const limits = screen.getByLabelText('Withdrawal limits');
    expect(within(limits).getByText('4 of 5')).toBeInTheDocument();
    // ৳50,000 a day, ৳30,000 used: ৳20,000 left, below the balance and the ৳25,000 maximum.
    expect(within(limits).getByText('৳20,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All in: fill in ৳20,000.00' }));
    expect(screen.getByLabelText('Amount (৳)')).toHaveValue('20000');
  });

  it('checks the amount against the minimum, the balance and what is left today, with translated messages', async () => {
    serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
    await open();
    const amount = screen.getByLabelText('Amount (৳)');
    await userEvent.type(amount, '100');
    expect(await screen.findByText('The minimum withdrawal is ৳500.00.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '21000');
    expect(
      await screen.findByText('Today you can withdraw at most ৳20,000.00 more.'),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '-5');
    expect(
      await screen.findByText('Enter an amount above zero with at most 2 decimals.'),
    ).toBeInTheDocument();
  });

  it('asks to confirm, sends the request sealed with an idempotency key, reuses it after a wrong password, then follows the request until approved', async () => {
    const state = serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
    const bodies = serveWithdrawal([refuseWith(400, 'payment.password.invalid', { triesLeft: 3 })]);
    let polls = 0;
    server.use(
      http.get('*/wps/transaction/withdraw/order', () => {
        polls++;
        return ok(withdrawalFixture({ status: polls < 2 ? 'pending' : 'approved' }));
      }),
    );
    const { router } = await open();
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '1000');
    await userEvent.type(screen.getByLabelText('Payment password'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Withdraw ৳1,000.00 to bKash *******0001?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const wrong = 'The payment password is incorrect. 3 tries left before it locks.';
    expect(await screen.findAllByText(wrong)).not.toHaveLength(0);
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription(wrong);
    expect(screen.getByLabelText('Amount (৳)')).toHaveValue('1000');
    await userEvent.clear(screen.getByLabelText('Payment password'));
    await userEvent.type(screen.getByLabelText('Payment password'), '123456');
    state.info = infoFixture({
      availableMinor: 2_900_000,
      heldMinor: 100_000,
      pending: [withdrawalFixture()],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Withdrawal W00000007' }),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ accountId: 1, amount: '1000', paymentPassword: '111111' });
    expect(bodies[0]?.idempotencyKey).toMatch(KEY);
    expect(bodies[1]).toMatchObject({
      paymentPassword: '123456',
      idempotencyKey: bodies[0]?.idempotencyKey,
    });
    expect(router.state.location.search).toBe('?order=W00000007');
    // The hold shows at once.
    expect(await screen.findByText('৳1,000.00')).toBeInTheDocument();
    expect(
      await screen.findByText('Withdrawal approved', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
  }, 15_000);

  it('says how many payment password tries are left (one try: singular; in Bengali too)', async () => {
    serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
    serveWithdrawal([
      refuseWith(400, 'payment.password.invalid', { triesLeft: 1 }),
      refuseWith(400, 'payment.password.invalid', { triesLeft: 2 }),
    ]);
    await open();
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '1000');
    await userEvent.type(screen.getByLabelText('Payment password'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }),
    );
    expect(
      await screen.findAllByText('The payment password is incorrect. 1 try left before it locks.'),
    ).not.toHaveLength(0);
    act(() => usePreferencesStore.getState().setLanguage('BN'));
    await userEvent.click(screen.getByRole('button', { name: 'উত্তোলন করুন' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'উত্তোলন করুন' }),
    );
    expect(
      await screen.findAllByText('পেমেন্ট পাসওয়ার্ড ভুল। লক হওয়ার আগে আর 2 বার চেষ্টা করতে পারবেন।'),
    ).not.toHaveLength(0);
  });

  it('a wrong payment password that locks it says so and shows the SMS reset instead of the form', async () => {
    const state = serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
    serveWithdrawal([
      () => {
        // The server locks it with this very try: the next read of the info says so.
        state.info = infoFixture({ paymentPasswordLocked: true });
        return refuseWith(400, 'payment.password.invalid', { triesLeft: 0 })();
      },
    ]);
    await open();
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '1000');
    await userEvent.type(screen.getByLabelText('Payment password'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }),
    );
    expect(
      await screen.findByText(
        'The payment password is incorrect and is now locked. Set a new one with a code sent by SMS.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Reset the payment password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Get code/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Request a withdrawal' })).toBeNull();
  });

  it('lists the pending requests with their state', async () => {
    serveWithdraw({
      info: infoFixture({
        heldMinor: 150_000,
        pending: [withdrawalFixture({ orderId: 'W00000003', amountMinor: 150_000 })],
      }),
      payeeName: 'Rahim Uddin',
    });
    await open();
    const list = screen.getByRole('list', { name: 'Pending withdrawals' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Pending review');
    expect(item).toHaveTextContent('৳1,500.00 to bKash *******0001');
  });

  it('shows a rejected request with its reason', async () => {
    serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
    server.use(
      http.get('*/wps/transaction/withdraw/order', () =>
        ok(withdrawalFixture({ status: 'rejected', rejectReason: 'Account name differs' })),
      ),
    );
    await open('/m/withdraw?order=W00000007');
    expect(await screen.findByText('Withdrawal rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Account name differs')).toBeInTheDocument();
  });
});

describe('withdraw: payout accounts and the payment password', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
  });

  it('removes an account only after the confirmation', async () => {
    const state = serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
    const removed: string[] = [];
    server.use(
      http.delete('*/wps/member/payout-accounts', ({ request }) => {
        removed.push(new URL(request.url).searchParams.get('id') ?? '');
        state.info = { ...state.info, accounts: [] };
        return ok({ removed: true });
      }),
    );
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Remove bKash *******0001' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Remove the payout account bKash *******0001?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove bKash *******0001' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(removed).toEqual(['1']));
    expect(
      await screen.findByText('No payout account yet. Add one to withdraw.'),
    ).toBeInTheDocument();
  });

  it('sets the payment password with an SMS code (countdown on the button), six digits twice, sealed', async () => {
    const state = serveWithdraw({
      info: infoFixture({ hasPaymentPassword: false }),
      payeeName: 'Rahim Uddin',
    });
    let smsCalls = 0;
    const saved: unknown[] = [];
    server.use(
      http.post('*/wps/verification/sms', () => {
        smsCalls++;
        return ok({ expirationTime: Date.now() + 60_000, expiredMinutes: 1 });
      }),
      http.post('*/wps/member/payment-password', async ({ request }) => {
        saved.push(await openSealedRequest(request));
        state.info = { ...state.info, hasPaymentPassword: true };
        return ok({ set: true });
      }),
    );
    await open();
    expect(screen.queryByRole('heading', { name: 'Request a withdrawal' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Set a payment password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(
      await screen.findByRole('button', { name: /Get a new code in (59|60) seconds/ }),
    ).toBeDisabled();
    expect(smsCalls).toBe(1);
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New payment password (6 digits)'), '654321');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '654320');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByText('The two payment passwords do not match.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Confirm payment password'));
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment password' }));
    await screen.findByRole('heading', { name: 'Request a withdrawal' });
    expect(saved).toEqual([
      {
        verificationCode: '123456',
        newPaymentPassword: '654321',
        confirmPaymentPassword: '654321',
      },
    ]);
  });

  it('asks for a new payment password when it is locked', async () => {
    serveWithdraw({ info: infoFixture({ paymentPasswordLocked: true }), payeeName: 'Rahim Uddin' });
    await open();
    expect(screen.getByRole('heading', { name: 'Reset the payment password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/locked after too many wrong tries/);
    expect(screen.queryByRole('heading', { name: 'Request a withdrawal' })).toBeNull();
  });
});

describe('withdraw for a trial account (spec 6)', () => {
  it('shows the spec 6 message in Bengali instead of the forms', async () => {
    signInTrial();
    serveWithdraw({ info: infoFixture(), payeeName: null });
    renderApp('/m/withdraw');
    expect(
      await screen.findByText(
        'এই ফিচারটি ব্যবহার করতে অনুগ্রহ করে একটি আসল অ্যাকাউন্টে লগইন করুন।',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('পেমেন্ট পাসওয়ার্ড')).toBeNull();
  });
});
