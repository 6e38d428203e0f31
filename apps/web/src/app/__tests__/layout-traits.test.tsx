import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { traitsFor } from '@/shared/config/match-route';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { bannerFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { ok, server } from '@/testing/server';

type Row = {
  path: string;
  header: 'home' | 'form' | 'general' | 'none';
  title: string;
  back?: 'home' | 'history';
  banner: boolean;
  bottomNav: boolean;
  footer: boolean;
};

// Spec 2.3 layout rules, one row per kind of route.
const table: Row[] = [
  { path: '/m/home', header: 'home', title: 'Home', banner: true, bottomNav: true, footer: true },
  { path: '/m', header: 'home', title: 'Home', banner: true, bottomNav: true, footer: true },
  {
    path: '/m/index.html',
    header: 'home',
    title: 'Home',
    banner: true,
    bottomNav: true,
    footer: true,
  },
  {
    path: '/m/no-such-page',
    header: 'home',
    title: 'Home',
    banner: true,
    bottomNav: true,
    footer: true,
  },
  {
    path: '/m/slot-games',
    header: 'general',
    title: 'Slots',
    back: 'history',
    banner: false,
    bottomNav: true,
    footer: true,
  },
  {
    path: '/m/live-games',
    header: 'general',
    title: 'Live casino',
    back: 'history',
    banner: false,
    bottomNav: true,
    footer: true,
  },
  {
    path: '/m/login',
    header: 'form',
    title: 'Login',
    back: 'home',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/register',
    header: 'form',
    title: 'Register',
    back: 'home',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/changePsw',
    header: 'form',
    title: 'Change password',
    back: 'home',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  // The form-header rule ("/m/forget back goes back one page") wins over the general list.
  {
    path: '/m/forget',
    header: 'form',
    title: 'Forgot password',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/message',
    header: 'general',
    title: 'Announcements',
    back: 'home',
    banner: false,
    bottomNav: false,
    footer: true,
  },
  {
    path: '/m/activity',
    header: 'general',
    title: 'Promotions',
    back: 'home',
    banner: false,
    bottomNav: false,
    footer: true,
  },
  {
    path: '/m/trail',
    header: 'general',
    title: 'Free play',
    back: 'home',
    banner: false,
    bottomNav: false,
    footer: true,
  },
  {
    path: '/m/notice',
    header: 'general',
    title: 'Notices',
    back: 'home',
    banner: false,
    bottomNav: false,
    footer: true,
  },
  {
    path: '/m/messageDetail',
    header: 'general',
    title: 'Announcement',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: true,
  },
  {
    path: '/m/help',
    header: 'general',
    title: 'Help centre',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/feedback',
    header: 'general',
    title: 'Feedback',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/set',
    header: 'general',
    title: 'Settings',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/service',
    header: 'general',
    title: 'Customer service',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/joinUs',
    header: 'general',
    title: 'Join us',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/sponsor/detail',
    header: 'general',
    title: 'Sponsorship',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/agent',
    header: 'general',
    title: 'Agent',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/member/agent/getHourContract',
    header: 'general',
    title: 'Hourly wage contract',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: false,
  },
  {
    path: '/m/voucherCenter',
    header: 'general',
    title: 'Deposit',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: true,
  },
  {
    path: '/m/member/home',
    header: 'general',
    title: 'Member centre',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: true,
  },
  {
    path: '/m/sidebar',
    header: 'none',
    title: 'Menu',
    banner: false,
    bottomNav: false,
    footer: false,
  },
];

describe('layout traits per route (spec 2.3)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    server.use(http.get('*/wps/system/banners', () => ok([bannerFixture(1)])));
  });

  it.each(table)(
    '$path: $header header "$title", back $back, banner $banner, bottom nav $bottomNav, footer $footer',
    async (row) => {
      // Member pages need a session to be shown at all (spec 6, 2.9).
      if (traitsFor(row.path).visitor)
        useSessionStore.getState().setSession({ token: 't', userName: 'player01', type: 0 });
      const { container } = renderApp(row.path, { history: ['/m/home'] });
      const main = await screen.findByRole('main', { name: row.title });

      const header = container.querySelector('[data-header]');
      if (row.header === 'none') expect(header).toBeNull();
      else expect(header).toHaveAttribute('data-header', row.header);
      if (row.header === 'form' || row.header === 'general') {
        expect(within(header as HTMLElement).getByRole('heading', { level: 1 })).toHaveTextContent(
          row.title,
        );
        const back = within(header as HTMLElement).getByRole(
          row.back === 'home' ? 'link' : 'button',
          { name: 'Go back' },
        );
        if (row.back === 'home') expect(back).toHaveAttribute('href', '/m/home');
      }

      if (row.banner)
        expect(
          await within(main).findByRole('region', { name: 'Featured promotions' }),
        ).toBeInTheDocument();
      else expect(within(main).queryByRole('region', { name: 'Featured promotions' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Game categories' }) !== null).toBe(
        row.bottomNav,
      );
      expect(screen.queryByRole('navigation', { name: 'Main menu' }) !== null).toBe(row.footer);
    },
  );

  it('titles screens in Bangla by default', async () => {
    usePreferencesStore.getState().setLanguage('BN');
    renderApp('/m/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'লগইন' })).toBeInTheDocument();
  });

  it('names the main region of a general screen by its title (/m/trail, the free-play entry)', async () => {
    renderApp('/m/trail');
    const main = await screen.findByRole('main', { name: 'Free play' });
    expect(
      await within(main).findByRole('heading', { name: 'Play for free' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it.each([
    ['/m/member/home', '/m/login'],
    ['/m/voucherCenter', '/m/login'],
    ['/m/webEmail', '/m/login'],
    ['/m/withdraw', '/m/login'],
    ['/m/set', '/m/home'],
    ['/m/changePsw', '/m/home'],
  ])('sends a visitor from %s to %s (spec 6, 2.9)', async (path, target) => {
    const { router } = renderApp(path, { history: ['/m/home'] });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});
