import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { renderApp } from '@/testing/render-app';

describe('footer menu (spec 2.3)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    // Deposit and profile are member pages (spec 6): a visitor would be sent to /m/login.
    useSessionStore.getState().setSession({ token: 't', userName: 'player01', type: 0 });
  });

  it('lists promotion, contact us, home, deposit promo and profile with their paths', async () => {
    renderApp('/m/home');
    const footer = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = within(footer).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Promotion', '/m/activity'],
      ['Contact us', '/m/customer'],
      ['Home', '/m/home'],
      ['Deposit promo', '/m/voucherCenter'],
      ['Profile', '/m/member/home'],
    ]);
  });

  it.each([
    ['/m/home', 'Home'],
    ['/m/', 'Home'],
    ['/m/unknown-page', 'Home'],
    ['/m/activity', 'Promotion'],
    ['/m/customer', 'Contact us'],
    ['/m/voucherCenter', 'Deposit promo'],
    ['/m/member/home', 'Profile'],
  ])('highlights the entry of the current path %s -> %s', async (path, current) => {
    renderApp(path);
    const footer = await screen.findByRole('navigation', { name: 'Main menu' });
    const highlighted = within(footer)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(highlighted.map((l) => l.textContent)).toEqual([current]);
  });

  it('highlights nothing on a page that is not in the footer', async () => {
    renderApp('/m/webEmail');
    const footer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(footer).queryByRole('link', { current: 'page' })).toBeNull();
  });
});

describe('bottom navigation (spec 2.3)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('offers the fifteen category entries in the spec order', async () => {
    renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/m/home',
      '/m/service',
      '/m/hot-games',
      '/m/recent-games',
      '/m/fav-games',
      '/m/activity',
      '/m/fishing-games',
      '/m/slot-games',
      '/m/live-games',
      '/m/poker-games',
      '/m/sport-games',
      '/m/esport-games',
      '/m/cockfight',
      '/m/lott',
      '/m/elott',
    ]);
  });
});
