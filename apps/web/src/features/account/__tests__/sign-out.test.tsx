import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { renderApp } from '@/testing/render-app';
import { fail, ok, server } from '@/testing/server';
import { LOGOUT_WAIT_MS } from '../hooks/use-sign-out';

const signIn = () => {
  useSessionStore.getState().setSession({ token: 'tok-1', userName: 'player01', type: 0 });
  sessionStorage.setItem('HIDEBALANCE', '1');
  sessionStorage.setItem('trialName', 'x');
  localStorage.setItem('autoLogin', '1');
  localStorage.setItem('memberInfo', JSON.stringify({ id: 1, type: 0, account: 'player01' }));
};

const logoutFromHeader = async (user: UserEvent = userEvent.setup()) => {
  await user.click(await screen.findByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Do you want to sign out?' });
  await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
};

const expectSignedOut = () => {
  expect(useSessionStore.getState().session).toBeNull();
  expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
  expect(localStorage.getItem('memberInfo')).toBeNull();
  expect(localStorage.getItem('autoLogin')).toBe('0');
  expect(sessionStorage.length).toBe(0);
};

describe('logout (spec 4)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));
  afterEach(() => vi.useRealTimers());

  it('asks first; cancelling keeps the member signed in', async () => {
    signIn();
    let calls = 0;
    server.use(http.delete('*/wps/session/logout', () => (calls++, ok(null))));
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(calls).toBe(0);
  });

  it('shows the notice, calls DELETE logout with the token, clears everything and goes home', async () => {
    signIn();
    const tokens: (string | null)[] = [];
    server.use(
      http.delete('*/wps/session/logout', async ({ request }) => {
        tokens.push(request.headers.get('Authorization'));
        await delay(100);
        return ok(null);
      }),
    );
    const { router } = renderApp('/m/set', { history: ['/m/home'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signing out…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(tokens).toEqual(['tok-1']);
    expectSignedOut();
    expect(screen.queryByText('Signing out…')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('signs out locally and hides the notice when the server fails', async () => {
    signIn();
    server.use(http.delete('*/wps/session/logout', () => fail(500, 'unknown.error')));
    const { router } = renderApp('/m/home');
    await logoutFromHeader();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    await waitFor(() => expectSignedOut());
    expect(screen.queryByText('Signing out…')).toBeNull();
  });

  it('treats an already expired session (401) as signed out: home, not the login page', async () => {
    signIn();
    server.use(http.delete('*/wps/session/logout', () => fail(401, 'user.or.token.invalid')));
    const { router } = renderApp('/m/set', { history: ['/m/home'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }),
    );
    await waitFor(() => expectSignedOut());
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it(`stops waiting for a slow server after ${LOGOUT_WAIT_MS / 1000} s and still signs out`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn();
    server.use(
      http.delete('*/wps/session/logout', async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const { router } = renderApp('/m/home');
    await logoutFromHeader(user);
    expect(await screen.findByText('Signing out…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1000));
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(screen.getByText('Signing out…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expectSignedOut());
    expect(router.state.location.pathname).toBe('/m/home');
    expect(screen.queryByText('Signing out…')).toBeNull();
  });
});
