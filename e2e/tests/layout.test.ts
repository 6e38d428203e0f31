import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { appReady, shellOf } from '../support/layout.ts';

const browser = useBrowser();

type Row = {
  path: string;
  header: 'home' | 'form' | 'general';
  title?: string;
  back?: 'home' | 'history';
  banner: boolean;
  bottomNav: boolean;
  footer: boolean;
};

// Spec 2.3 layout rules, route by route.
const table: Row[] = [
  { path: '/m/home', header: 'home', banner: true, bottomNav: true, footer: true },
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
    path: '/m/forget',
    header: 'form',
    title: 'Forgot password',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: false,
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
    path: '/m/hot-games',
    header: 'general',
    title: 'Hot games',
    back: 'history',
    banner: false,
    bottomNav: true,
    footer: true,
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
    path: '/m/notice',
    header: 'general',
    title: 'Notices',
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
    path: '/m/customer',
    header: 'general',
    title: 'Contact us',
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
  // /m/feedback needs a session since issue 10: support.test.ts sends a visitor to /m/login.
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
    path: '/m/service',
    header: 'general',
    title: 'Customer service',
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
  // A general page with the footer that a visitor can open (the betting record, once here, needs a
  // session since issue 9: see the visitor redirects in accounts-login.test.ts).
  {
    path: '/m/useragreement',
    header: 'general',
    title: 'User agreement',
    back: 'history',
    banner: false,
    bottomNav: false,
    footer: true,
  },
];

const backArrow = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: 'Go back' })
    .or(page.getByRole('banner').getByRole('link', { name: 'Go back' }));

describe('layout rules per route (spec 2.3)', () => {
  it.each(table)(
    '$path shows the right header, banner, bottom navigation and footer',
    async (row) => {
      const page = await browser.page({ language: 'EN' });
      await page.goto(row.path);
      await appReady(page);
      // The banner block loads lazily: wait for it where it belongs before reading the shell.
      if (row.banner) await page.getByRole('region', { name: 'Featured promotions' }).waitFor();
      const shell = await shellOf(page);
      expect(shell).toMatchObject({
        homeHeader: row.header === 'home',
        headerKind: row.header,
        banner: row.banner,
        bottomNav: row.bottomNav,
        footer: row.footer,
      });
      if (row.title) expect(shell.title).toBe(row.title);
    },
  );

  it.each(table.filter((r) => r.back))(
    'back arrow on $path opened directly leads home',
    async (row) => {
      const page = await browser.page({ language: 'EN' });
      await page.goto(row.path);
      await appReady(page);
      await backArrow(page).click();
      await page.waitForURL((url) => url.pathname === '/m/home');
    },
  );

  it('back arrow on a game-centre page goes one step back in history', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/slot-games');
    await page
      .getByRole('navigation', { name: 'Game categories' })
      .getByRole('link', { name: 'Live' })
      .click();
    await page.waitForURL('**/m/live-games');
    await backArrow(page).click();
    await page.waitForURL((url) => url.pathname === '/m/slot-games');
  });

  it('back arrow on a "back goes home" page goes home even with history', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/customer');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Promotion' })
      .click();
    await page.waitForURL('**/m/activity');
    await backArrow(page).click();
    await page.waitForURL((url) => url.pathname === '/m/home');
  });

  it('highlights the footer entry of the current path', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/customer');
    const footer = page.getByRole('navigation', { name: 'Main menu' });
    const current = () => footer.locator('[aria-current="page"]').textContent();
    // Like the other polls of this file, 8 s rather than the 1 s default: on a slow machine the
    // re-render after the click outlasted a second.
    await expect.poll(current, { timeout: 8000 }).toBe('Contact us');
    await footer.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/m/home');
    await expect.poll(current, { timeout: 8000 }).toBe('Home');
  });

  it('a footer tap moves the highlight at once, before the next screen is drawn (issue 19)', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/customer');
    const footer = page.getByRole('navigation', { name: 'Main menu' });
    const current = () => footer.locator('[aria-current="page"]').textContent();
    await expect.poll(current, { timeout: 8000 }).toBe('Contact us');
    // Each React commit changes the page in one go, so one batch of DOM mutations holds one commit:
    // the highlight must arrive in a commit of its own, ahead of the one that draws the next screen
    // (on a slow phone that one waits for the screen's code and its first render).
    await page.evaluate(() => {
      const w = window as unknown as { batches: { highlight: boolean; screen: boolean }[] };
      w.batches = [];
      new MutationObserver((records) => {
        const nav = document.querySelector('nav[aria-label="Main menu"]');
        w.batches.push({
          highlight: records.some(
            (r) =>
              r.attributeName === 'aria-current' &&
              nav?.contains(r.target) &&
              (r.target as Element).textContent === 'Home' &&
              (r.target as Element).getAttribute('aria-current') === 'page',
          ),
          screen: records.some((r) => r.target instanceof Element && r.target.closest('main')),
        });
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await footer.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/m/home');
    await expect.poll(current, { timeout: 8000 }).toBe('Home');
    const batches = await page.evaluate(
      () => (window as unknown as { batches: { highlight: boolean; screen: boolean }[] }).batches,
    );
    const first = batches.findIndex((b) => b.highlight);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(batches[first]!.screen).toBe(false);
  });

  it('home shows the signed-out header and opens the side menu from the menu button (spec 2.3, 2.4)', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/m/login');
    await page.goBack();
    await page.getByRole('link', { name: 'Open menu' }).click();
    await page.waitForURL('**/m/sidebar');
    // A visitor choosing a menu entry is sent to sign in.
    await page
      .getByRole('link', { name: 'Profile' })
      .or(page.getByRole('button', { name: 'Profile' }))
      .click();
    await page.waitForURL('**/m/login');
  });

  it('the banner carousel of group m_home has pagination dots and moves by itself (spec 2.5)', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    const carousel = page.getByRole('region', { name: 'Featured promotions' });
    await carousel.getByRole('button', { name: 'Show banner 2' }).waitFor();
    const dots = carousel.getByRole('button', { name: /Show banner/ });
    const selected = () =>
      dots.evaluateAll((all) => all.findIndex((d) => d.getAttribute('aria-current') === 'true'));
    expect(await dots.count()).toBe(3);
    // One banner is selected; auto-play (every 5000 ms) moves to the next one by itself. Read from
    // whichever is selected now: on a loaded machine the first move may come before this line.
    const first = await selected();
    expect(first).toBeGreaterThanOrEqual(0);
    await expect.poll(selected, { timeout: 15_000, interval: 250 }).not.toBe(first);
  });

  it('the banners follow a finger both ways round the loop, and a swipe opens no banner (spec 2.5)', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/home');
    const carousel = page.getByRole('region', { name: 'Featured promotions' });
    const dots = carousel.getByRole('button', { name: /Show banner/ });
    await dots.nth(2).waitFor();
    const selected = () =>
      dots.evaluateAll((all) => all.findIndex((d) => d.getAttribute('aria-current') === 'true'));
    // The slide on screen, from where the pictures are: the one whose middle is in the viewport.
    const onScreen = () =>
      carousel.evaluate((c) => {
        const box = c.getBoundingClientRect();
        const middle = box.left + box.width / 2;
        const hit = [...c.querySelectorAll('img')].find((img) => {
          const r = img.getBoundingClientRect();
          return r.left <= middle && r.right >= middle;
        });
        return hit?.getAttribute('alt') ?? null;
      });
    const titles = await carousel
      .getByRole('group')
      .evaluateAll((all) => all.map((g) => g.querySelector('img')!.getAttribute('alt')));
    expect(titles).toHaveLength(3);
    const box = (await carousel.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (dx: number) => {
      const y = box.y + box.height / 2;
      const x0 = box.x + box.width / 2 - dx / 2;
      const at = (x: number) => [{ x, y, id: 1 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x0) });
      for (let i = 1; i <= 8; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: at(x0 + (dx * i) / 8),
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // From the first banner (a dot, as a player can), a swipe to the right goes round to the last.
    await dots.nth(0).click();
    await expect.poll(onScreen).toBe(titles[0]);
    const url = page.url();
    await swipe(160);
    await expect.poll(selected).toBe(2);
    await expect.poll(onScreen).toBe(titles[2]);
    // From the last, a swipe to the left goes round to the first, and it stays there.
    await swipe(-160);
    await expect.poll(selected).toBe(0);
    await expect.poll(onScreen).toBe(titles[0]);
    // A short drag springs back to the banner it started on.
    await swipe(-30);
    await page.waitForTimeout(700);
    expect(await onScreen()).toBe(titles[0]);
    expect(await selected()).toBe(0);
    // None of this opened a banner.
    expect(page.url()).toBe(url);
  });

  it('with reduced motion asked for, a banner is shown at once, without a slide', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/home');
    const carousel = page.getByRole('region', { name: 'Featured promotions' });
    const third = carousel.getByRole('button', { name: 'Show banner 3' });
    const track = carousel.locator('[style*="transform"]');
    // Tapped until the carousel's code has arrived (it comes after the first render).
    await expect
      .poll(async () => {
        await third.click();
        return third.getAttribute('aria-current');
      })
      .toBe('true');
    expect(await track.evaluate((t) => t.style.transform)).toBe('translate3d(-300%, 0px, 0px)');
    // No slide: no transition, or the global reduced-motion rule's 0.01 ms one.
    const seconds = await track.evaluate((t) => parseFloat(getComputedStyle(t).transitionDuration));
    expect(seconds).toBeLessThan(0.001);
  });
});
