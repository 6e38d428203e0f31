import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { openSealedRequest } from '@/testing/sealed';
import { ok, server } from '@/testing/server';
import { signIn } from '../../deposit/__tests__/deposit-harness';
import { account, infoFixture, refuse, refuseWith, serveWithdraw } from './withdraw-harness';

// Binding a payout account (issue 19): the payment password is asked, sealed as a withdrawal's;
// without a usable payment password the screen has the member set one first.

async function open(heading = 'Withdrawable balance') {
  const view = renderApp('/m/withdraw');
  await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
  return view;
}

/** POST payout-accounts: opens the sealed body (as the server does), records it, answers. */
function serveBind(state: ReturnType<typeof serveWithdraw>, answers: (() => Response)[] = []) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/wps/member/payout-accounts', async ({ request }) => {
      bodies.push((await openSealedRequest(request)) as Record<string, unknown>);
      const answer = answers[bodies.length - 1];
      if (answer) return answer();
      const added = account(2, { type: 'NAGAD', accountNumberMasked: '*******5678' });
      state.info = { ...state.info, accounts: [...state.info.accounts, added] };
      return ok(added);
    }),
  );
  return bodies;
}

const PASSWORD_LABEL = 'Confirm with your payment password';

/** Opens the screen and the bind form, and sends a bKash number with the password '111111'. */
async function bindWithWrongPassword() {
  await open();
  await userEvent.click(screen.getByRole('button', { name: '+ Add a payout account' }));
  const form = screen.getByRole('form', { name: 'Add a payout account' });
  await userEvent.type(within(form).getByLabelText('Wallet number'), '01812345678');
  await userEvent.type(within(form).getByLabelText(PASSWORD_LABEL), '111111');
  await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
  return form;
}

describe('binding a payout account', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
  });

  it('binds with the payee name fixed, checks the number and the password first, and sends the password sealed', async () => {
    const state = serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
    const bodies = serveBind(state);
    await open();
    await userEvent.click(screen.getByRole('button', { name: '+ Add a payout account' }));
    const form = screen.getByRole('form', { name: 'Add a payout account' });
    const holder = within(form).getByLabelText('Account holder name');
    expect(holder).toHaveValue('Rahim Uddin');
    expect(holder).toHaveAttribute('readonly');
    expect(within(form).getByText(/This is your payee name \(Rahim Uddin\)/)).toBeInTheDocument();
    const password = within(form).getByLabelText(PASSWORD_LABEL);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(within(form).getByRole('radio', { name: 'Nagad' }));
    await userEvent.type(within(form).getByLabelText('Wallet number'), '0123');
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(
      await within(form).findByText('A mobile wallet number is 11 digits: 01XXXXXXXXX.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Please enter your payment password.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText('Wallet number'));
    await userEvent.type(within(form).getByLabelText('Wallet number'), '01812345678');
    await userEvent.type(password, '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          type: 'NAGAD',
          holderName: 'Rahim Uddin',
          accountNumber: '01812345678',
          paymentPassword: '135790',
        },
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Payout accounts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('form', { name: 'Add a payout account' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Payout accounts (2/3)' })).toBeInTheDocument();
  });

  it('keeps the form after a wrong password (tries left) and marks a number another member has bound', async () => {
    const state = serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
    const bodies = serveBind(state, [
      refuseWith(400, 'payment.password.invalid', { triesLeft: 2 }),
      refuse(409, 'payout.account.taken'),
    ]);
    const form = await bindWithWrongPassword();
    const wrong = 'The payment password is incorrect. 2 tries left before it locks.';
    await waitFor(() =>
      expect(within(form).getByLabelText(PASSWORD_LABEL)).toHaveAccessibleDescription(wrong),
    );
    await userEvent.clear(within(form).getByLabelText(PASSWORD_LABEL));
    await userEvent.type(within(form).getByLabelText(PASSWORD_LABEL), '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    const taken = 'This number is already bound to another account.';
    await waitFor(() =>
      expect(within(form).getByLabelText('Wallet number')).toHaveAccessibleDescription(taken),
    );
    expect(bodies.map((b) => b.paymentPassword)).toEqual(['111111', '135790']);
    expect(
      within(screen.getByRole('list', { name: 'Payout accounts' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('a wrong password that locks it closes the form and shows the SMS reset first', async () => {
    const state = serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
    serveBind(state, [
      () => {
        state.info = infoFixture({ paymentPasswordLocked: true });
        return refuseWith(400, 'payment.password.invalid', { triesLeft: 0 })();
      },
    ]);
    await bindWithWrongPassword();
    expect(
      await screen.findByRole('heading', { name: 'Reset the payment password' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a payout account' })).toBeNull();
    expect(
      screen.getByText('Your payment password is locked: reset it above to add a payout account.'),
    ).toBeInTheDocument();
  });
});

describe('without a payment password', () => {
  beforeEach(() => signIn());

  it('has the member set one first (SMS code), then offers binding an account', async () => {
    usePreferencesStore.getState().setLanguage('EN');
    const state = serveWithdraw({
      info: infoFixture({ hasPaymentPassword: false, accounts: [] }),
      payeeName: null,
    });
    server.use(
      http.post('*/wps/verification/sms', () =>
        ok({ expirationTime: Date.now() + 60_000, expiredMinutes: 1 }),
      ),
      http.post('*/wps/member/payment-password', () => {
        state.info = { ...state.info, hasPaymentPassword: true };
        return ok({ set: true });
      }),
    );
    await open();
    const setHeading = screen.getByRole('heading', { name: 'Set a payment password' });
    const accountsHeading = screen.getByRole('heading', { name: 'Payout accounts (0/3)' });
    // The password form comes first: binding an account will ask for it.
    expect(
      setHeading.compareDocumentPosition(accountsHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Add a payout account' })).toBeNull();
    expect(
      screen.getByText(
        'Adding a payout account asks for your payment password: set it above first.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New payment password (6 digits)'), '654321');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment password' }));
    await userEvent.click(await screen.findByRole('button', { name: '+ Add a payout account' }));
    expect(screen.getByLabelText(PASSWORD_LABEL)).toBeInTheDocument();
  });

  it('says so in Bengali', async () => {
    usePreferencesStore.getState().setLanguage('BN');
    serveWithdraw({ info: infoFixture({ hasPaymentPassword: false }), payeeName: 'Rahim Uddin' });
    await open('উত্তোলনযোগ্য ব্যালেন্স');
    expect(
      screen.getByText(
        'উত্তোলন অ্যাকাউন্ট যুক্ত করতে আপনার পেমেন্ট পাসওয়ার্ড লাগবে: আগে ওপরে এটি সেট করুন।',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ উত্তোলন অ্যাকাউন্ট যুক্ত করুন' })).toBeNull();
  });
});

describe('the bind form in Bengali', () => {
  beforeEach(() => signIn());

  it('asks the payment password with a Bengali label', async () => {
    usePreferencesStore.getState().setLanguage('BN');
    serveWithdraw({ info: infoFixture(), payeeName: 'Rahim Uddin' });
    await open('উত্তোলনযোগ্য ব্যালেন্স');
    await userEvent.click(screen.getByRole('button', { name: '+ উত্তোলন অ্যাকাউন্ট যুক্ত করুন' }));
    const form = screen.getByRole('form', { name: 'উত্তোলন অ্যাকাউন্ট যুক্ত করুন' });
    expect(within(form).getByLabelText('পেমেন্ট পাসওয়ার্ড দিয়ে নিশ্চিত করুন')).toHaveAttribute(
      'type',
      'password',
    );
  });
});
