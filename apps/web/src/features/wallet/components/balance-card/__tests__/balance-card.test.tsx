import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { balanceFixture } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { heldAnswer, ok, server } from '@/testing/server';

const signIn = () =>
  useSessionStore.getState().setSession({ token: 'tok', userName: 'player01', type: 0 });

describe('member centre balance card (spec 4 "Balance")', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
  });

  it('refreshes with a spinner, one refresh at a time however often it is tapped', async () => {
    let calls = 0;
    // Answered once every tap is made (see heldAnswer).
    const { held, release } = heldAnswer();
    server.use(
      http.get('*/wps/v2/wallets/balance', async () => {
        calls++;
        if (calls > 1) await held;
        return ok(balanceFixture(calls === 1 ? 1250.5 : 80));
      }),
    );
    renderApp('/m/member/home');
    const card = await screen.findByRole('region', { name: 'Balance' }, { timeout: 5000 });
    expect(await within(card).findByText('৳1,250.50')).toBeInTheDocument();
    const refresh = within(card).getByRole('button', { name: 'Refresh balance' });
    expect(refresh).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    expect(refresh.querySelector('circle')).not.toBeNull(); // the spinner, not the refresh icon
    release();
    expect(await within(card).findByText('৳80.00')).toBeInTheDocument();
    expect(refresh).toHaveAttribute('aria-busy', 'false');
    expect(calls).toBe(2);
  });

  it('hides the balance behind asterisks, kept as HIDEBALANCE in session storage, and shows it again', async () => {
    renderApp('/m/member/home');
    const card = await screen.findByRole('region', { name: 'Balance' }, { timeout: 5000 });
    expect(await within(card).findByText('৳1,250.50')).toBeInTheDocument();
    const hide = within(card).getByRole('button', { name: 'Hide balance' });
    expect(hide).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(hide);
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('****')).toBeInTheDocument();
    expect(within(card).getByText('Balance hidden')).toBeInTheDocument();
    expect(within(card).queryByText('৳1,250.50')).toBeNull();
    expect(sessionStorage.getItem('HIDEBALANCE')).toBe('1');
    await userEvent.click(hide);
    expect(within(card).getByText('৳1,250.50')).toBeInTheDocument();
    expect(sessionStorage.getItem('HIDEBALANCE')).toBe('0');
  });
});
