import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage, storageKeys } from '@/shared/lib/storage';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { statusFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { ok, server } from '@/testing/server';

const signIn = () =>
  useSessionStore.getState().setSession({ token: 'tok-1', userName: 'player01', type: 0 });

describe('side menu /m/sidebar (spec 2.4)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('sends a visitor without a session to /m/login from every entry but Telegram', async () => {
    renderApp('/m/sidebar', { history: ['/m/home'] });
    const panel = await screen.findByRole('region', { name: 'Menu' });
    for (const name of [
      'Profile',
      'Deposit',
      'Betting record',
      'Platform messages',
      'Online customer service',
    ]) {
      expect(within(panel).getByRole('link', { name })).toHaveAttribute('href', '/m/login');
    }
    expect(within(panel).getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/demo',
    );
    expect(within(panel).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('sends a visitor who flips the hide-balance switch to /m/login', async () => {
    const { router } = renderApp('/m/sidebar', { history: ['/m/home'] });
    await userEvent.click(await screen.findByRole('switch', { name: 'Hide balance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('links a member to each entry and offers sign out', async () => {
    signIn();
    renderApp('/m/sidebar', { history: ['/m/home'] });
    const panel = await screen.findByRole('region', { name: 'Menu' });
    expect(within(panel).getByText('Hi, player01')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/m/member/home',
    );
    expect(within(panel).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(within(panel).getByRole('link', { name: 'Betting record' })).toHaveAttribute(
      'href',
      '/m/gameRecord',
    );
    expect(within(panel).getByRole('link', { name: 'Platform messages' })).toHaveAttribute(
      'href',
      '/m/webEmail',
    );
    expect(within(panel).getByRole('link', { name: 'Online customer service' })).toHaveAttribute(
      'href',
      '/m/service',
    );
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('keeps the hide-balance choice for the browser session as HIDEBALANCE 1/0', async () => {
    signIn();
    renderApp('/m/sidebar', { history: ['/m/home'] });
    const toggle = await screen.findByRole('switch', { name: 'Hide balance' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(sessionStorage.getItem('HIDEBALANCE')).toBe('1');
    await userEvent.click(toggle);
    expect(sessionStorage.getItem('HIDEBALANCE')).toBe('0');
  });

  it('signs a member out after confirmation: session gone, autoLogin 0, back home', async () => {
    signIn();
    const { router } = renderApp('/m/sidebar', { history: ['/m/home'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Do you want to sign out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(storage.get(storageKeys.autoLogin)).toBe('0');
  });

  it('hides the Telegram entry when none is configured', async () => {
    const status = statusFixture();
    status.info.customerService = status.info.customerService.filter(
      (c) => c.csPosition !== 'TELEGRAM-1',
    );
    server.use(http.get('*/wps/system/status', () => ok(status)));
    renderApp('/m/sidebar');
    const panel = await screen.findByRole('region', { name: 'Menu' });
    expect(within(panel).queryByRole('link', { name: /Telegram/ })).toBeNull();
  });

  it('closes back in history, or to /m/home when the menu was the first page', async () => {
    const first = renderApp('/m/sidebar', { history: ['/m/slot-games'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/m/slot-games'));
    first.unmount();

    const direct = renderApp('/m/sidebar');
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(direct.router.state.location.pathname).toBe('/m/home'));
  });

  it('is opened by the home header menu button', async () => {
    const { router } = renderApp('/m/home');
    await userEvent.click(await screen.findByRole('link', { name: 'Open menu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/sidebar'));
  });
});
