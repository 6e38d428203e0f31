import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { balanceFixture, memberFixture } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { heldAnswer, ok, server } from '@/testing/server';

const signIn = () =>
  useSessionStore.getState().setSession({ token: 'tok', userName: 'player01', type: 0 });

describe('signed-in home header (spec 2.3, 4)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('shows Deposit, avatar, nickname (else account), the balance with its symbol and Logout', async () => {
    signIn();
    renderApp('/m/home');
    // The first render of the file loads the member header's and the home entrance's code cold.
    expect(await screen.findByRole('link', { name: 'Deposit' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(await screen.findByText('Lucky Player')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Avatar of Lucky Player' })).toBeInTheDocument();
    expect(await screen.findByText('৳1,250.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('falls back to the account name without a nickname', async () => {
    signIn();
    server.use(http.get('*/wps/member/info', () => ok(memberFixture({ nickname: null }))));
    renderApp('/m/home');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Avatar of player01' })).toBeInTheDocument(),
    );
  });

  it('refetches on a tap with a loading indicator, one refresh at a time', async () => {
    signIn();
    let calls = 0;
    // The refresh is answered only once every tap is made: a fixed delay was shorter than three
    // taps on a loaded CI machine, and the third tap then started a refresh of its own.
    const { held, release } = heldAnswer();
    server.use(
      http.get('*/wps/v2/wallets/balance', async () => {
        calls++;
        if (calls > 1) await held;
        return ok(balanceFixture(calls === 1 ? 1250.5 : 99.9));
      }),
    );
    renderApp('/m/home');
    const button = await screen.findByRole('button', { name: 'Balance ৳1,250.50, tap to refresh' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('৳99.90')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(calls).toBe(2);
  });

  it('shows asterisks when the balance is hidden from the side menu', async () => {
    signIn();
    const { router } = renderApp('/m/home');
    expect(await screen.findByText('৳1,250.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Hide balance' }));
    expect(sessionStorage.getItem('HIDEBALANCE')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(await screen.findByText('****')).toBeInTheDocument();
    expect(screen.queryByText('৳1,250.50')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Balance hidden, tap to refresh' }),
    ).toBeInTheDocument();
  });

  it('renews the session when home loads', async () => {
    signIn();
    let renewed = 0;
    server.use(http.put('*/wps/session/renew', () => (renewed++, ok({ expiresAt: 'x' }))));
    renderApp('/m/home');
    await waitFor(() => expect(renewed).toBe(1));
  });

  it("asks no renewal on a visitor's home", async () => {
    let renewed = 0;
    server.use(http.put('*/wps/session/renew', () => (renewed++, ok({ expiresAt: 'x' }))));
    renderApp('/m/home');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(renewed).toBe(0);
  });
});
