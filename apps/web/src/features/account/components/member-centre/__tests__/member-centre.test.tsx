import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { consolidatedFixture, memberFixture } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { ok, server } from '@/testing/server';

const signIn = (type = 0) =>
  useSessionStore.getState().setSession({ token: 'tok', userName: 'player01', type });

const template = (memCen: '0' | '1') => {
  const settings = consolidatedFixture();
  server.use(
    http.get('*/wps/system/settings/consolidated', () =>
      ok({ ...settings, mobileTemplate: { ...settings.mobileTemplate, mem_cen: memCen } }),
    ),
  );
};

const entries = [
  ['Deposit', '/m/voucherCenter'],
  ['Withdraw', '/m/withdraw'],
  ['Betting record', '/m/gameRecord'],
  ['Transaction record', '/m/transaction/record?types=A'],
  ['Messages', '/m/webEmail'],
  ['Settings', '/m/set'],
] as const;

describe('member centre /m/member/home and /m/mine (spec 2.2, 4 "Template")', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it("'new' (mem_cen 1): profile header with the initial, nickname and account, a balance card and tiles", async () => {
    signIn();
    template('1');
    renderApp('/m/member/home');
    const profile = await screen.findByRole('region', { name: 'Profile' }, { timeout: 5000 });
    expect(
      await within(profile).findByRole('img', { name: 'Avatar of Lucky Player' }),
    ).toHaveTextContent('L');
    expect(within(profile).getByRole('heading', { name: 'Lucky Player' })).toBeInTheDocument();
    expect(within(profile).getByText('Account: player01')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Balance' });
    expect(await within(card).findByText('৳1,250.50')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    for (const [name, href] of entries)
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(document.querySelector('[data-template]')).toHaveAttribute('data-template', 'new');
  });

  it("'base' (mem_cen 0) on /m/mine: the same entries as a plain list under the balance line", async () => {
    signIn();
    template('0');
    server.use(http.get('*/wps/member/info', () => ok(memberFixture({ nickname: null }))));
    renderApp('/m/mine');
    const nav = await screen.findByRole('navigation', { name: 'Shortcuts' }, { timeout: 5000 });
    expect(document.querySelector('[data-template]')).toHaveAttribute('data-template', 'base');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(entries.map(([, href]) => href));
    // No nickname: the account stands in (spec 2.3).
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Avatar of player01' })).toHaveTextContent('P'),
    );
    expect(await screen.findByText('৳1,250.50')).toBeInTheDocument();
  });

  it('a shortcut navigates to its screen', async () => {
    signIn();
    template('1');
    const { router } = renderApp('/m/member/home');
    const nav = await screen.findByRole('navigation', { name: 'Shortcuts' }, { timeout: 5000 });
    await userEvent.click(within(nav).getByRole('link', { name: 'Betting record' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/gameRecord'));
  });

  it('a trial account sees its balance, and the spec 6 message instead of deposit and withdraw', async () => {
    signIn(4);
    template('1');
    server.use(
      http.get('*/wps/member/info', () =>
        ok(memberFixture({ type: 4, nickname: null, account: 'trial8812' })),
      ),
    );
    const { router } = renderApp('/m/member/home');
    const nav = await screen.findByRole('navigation', { name: 'Shortcuts' }, { timeout: 5000 });
    expect(await screen.findByText('৳1,250.50')).toBeInTheDocument();
    const message = 'Please login an actual account to use this function.';
    expect(within(nav).getByText(message)).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Deposit' })).toBeNull();
    const deposit = within(nav).getByRole('button', { name: 'Deposit' });
    expect(deposit).toHaveAccessibleDescription(message);
    await userEvent.click(deposit);
    expect(router.state.location.pathname).toBe('/m/member/home');
    expect(within(nav).getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Play money earns no bonus: no bonus section (the server refuses it to a trial too).
    expect(screen.queryByRole('region', { name: 'Bonus turnover' })).toBeNull();
    // The records stay open to a trial account.
    expect(within(nav).getByRole('link', { name: 'Betting record' })).toBeInTheDocument();
  });

  it('shows the bonuses and the turnover they still need (issue 19)', async () => {
    signIn();
    template('1');
    server.use(
      http.get('*/wps/member/bonus-grants', () =>
        ok({ currency: 'BDT', currencySymbol: '৳', turnoverLeftMinor: 180_000, grants: [] }),
      ),
    );
    renderApp('/m/member/home');
    const bonuses = await screen.findByRole(
      'region',
      { name: 'Bonus turnover' },
      { timeout: 5000 },
    );
    expect(
      await within(bonuses).findByText('Withdrawals open after ৳1,800.00 more valid turnover.'),
    ).toBeInTheDocument();
  });

  it('is in Bengali by default', async () => {
    usePreferencesStore.getState().setLanguage('BN');
    signIn();
    template('1');
    renderApp('/m/member/home');
    const nav = await screen.findByRole('navigation', { name: 'শর্টকাট' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'ডিপোজিট' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ব্যালেন্স' })).toBeInTheDocument();
    const bonuses = screen.getByRole('region', { name: 'বোনাস টার্নওভার' });
    expect(
      await within(bonuses).findByText('এখনো কোনো বোনাস নেই: কিছুই আপনার উত্তোলন আটকে রাখছে না।'),
    ).toBeInTheDocument();
  });
});
