import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rememberLanguage, useBrowser } from '../support/browser.ts';
import {
  apiCall,
  balanceMinor,
  freshMember,
  operatorHeaders,
  taka,
} from '../support/member-api.ts';

// Spec 2.11 (/m/activity, /m/activityDetail), 4 (activity states), 5 (comment at most 140),
// 6 (visitors to /m/login, trial accounts limited); issue 10 (BN and EN content).
const browser = useBrowser();

interface Listed {
  id: number;
  title: string;
}
const promotions = () =>
  apiCall<{ content: Listed[] }>('/wps/relay/PROMOFE_getAvailablePromotions').then(
    (v) => v.content,
  );
const idOf = async (prefix: string) =>
  (await promotions()).find((p) => p.title.startsWith(prefix))!.id;

/** The accordion entry of a promotion, by its (EN) title. */
const entry = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title.replace(/[[\]]/g, '\\$&')}`) });

async function approveApplication(promotionId: number, username: string) {
  const { list } = await apiCall<{ list: { id: number; username: string }[] }>(
    `/operator/promotions/applications?promotionId=${promotionId}`,
    { headers: operatorHeaders() },
  );
  const application = list.find((a) => a.username === username)!;
  await apiCall('/operator/promotions/applications/approve', {
    method: 'POST',
    headers: operatorHeaders(),
    body: JSON.stringify({ applicationId: application.id }),
  });
}

describe('/m/activity (spec 2.11)', () => {
  it('?id= opens that promotion and scrolls it into view; the others stay closed', async () => {
    const page = await browser.page({ language: 'EN' });
    const id = await idOf('[5]');
    await page.goto(`/m/activity?id=${id}`);
    const opened = entry(page, '[5] Sports insurance');
    await expect.poll(() => opened.getAttribute('aria-expanded')).toBe('true');
    expect(await entry(page, '[1] Welcome bonus 500').getAttribute('aria-expanded')).toBe('false');
    // Scrolled: the entry (the fifth, below the fold at 844 px) is now inside the viewport.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const box = (await opened.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.getByText('This offer has ended.').waitFor();
    await page.getByText('This promotion has ended.').waitFor();
    // The first image of each promotion is its sequence-1 picture.
    const first = page.locator('article').first().locator('img');
    expect(await first.getAttribute('src')).toMatch(/-1\.png$/);
  });

  it('arrives rendered with its list and first picture in the HTML, asking the API for neither', async () => {
    const page = await browser.page({ language: 'EN' });
    await rememberLanguage(page, 'EN');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/PROMOFE_getAvailablePromotions|PROMOFE_getPromotionAnnouncementCategory/.test(r.url()))
        calls.push(r.url());
    });
    const html = (await (await page.goto('/m/activity'))!.text()) ?? '';
    expect(html).toContain('"promotions":{"language":"EN"');
    expect(html).toContain('>[1] Welcome bonus 500<');
    expect(html).toMatch(/<img[^>]+src="\/assets-cdn\/banners\/welcome-bonus-1\.png"/);
    await entry(page, '[1] Welcome bonus 500').click();
    await page.getByText('One per member').waitFor();
    expect(calls).toEqual([]);
  });

  it('filters by category in the sideways menu', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/activity');
    const menu = page.getByRole('navigation', { name: 'Promotion categories' });
    const titles = () => page.locator('article h2').allTextContents();
    await expect.poll(titles).toHaveLength(5);
    await menu.getByRole('button', { name: 'Live casino' }).click();
    expect(
      await menu.getByRole('button', { name: 'Live casino' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await titles()).toEqual(['[2] Weekly reload 200', '[3] Live casino tournament']);
    await menu.getByRole('button', { name: 'New members' }).click();
    expect(await titles()).toEqual(['[1] Welcome bonus 500']);
    await menu.getByRole('button', { name: 'All' }).click();
    expect(await titles()).toHaveLength(5);
  });

  it('shows the Bangla version under BN', async () => {
    const page = await browser.page({ language: 'BN' });
    await page.goto('/m/activity');
    await page.getByRole('button', { name: /^\[1\] স্বাগতম বোনাস ৫০০/ }).click();
    await page.getByText('প্রতি সদস্য একবার').waitFor();
    await page.getByRole('button', { name: 'সব' }).waitFor();
    // A visitor's apply goes to the sign-in screen (spec 6).
    await page.getByRole('button', { name: 'আবেদন করুন' }).click();
    await page.waitForURL('**/m/login');
  });

  it('a member applies with a comment, the operator approves, the claim pays and the header balance grows', async () => {
    const page = await browser.page({ language: 'EN' });
    const member = await freshMember(page, 'Promo1234');
    const id = await idOf('[1]');
    await page.goto('/m/home');
    const header = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
    await expect.poll(() => header.textContent()).toContain(taka(0));

    await page.goto(`/m/activity?id=${id}`);
    const comment = page.getByLabel('Comment (optional)');
    // Spec 5: at most 140 characters; the field takes no more.
    await comment.fill('x'.repeat(150));
    expect((await comment.inputValue()).length).toBe(140);
    await page.getByText('140/140 characters').waitFor();
    await comment.fill('First week here, thanks!');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('Your application is waiting for review.').waitFor();
    expect(await entry(page, '[1] Welcome bonus 500').textContent()).toContain('Applying');
    await page.reload();
    await page.getByText('Your application is waiting for review.').waitFor();

    await approveApplication(id, member.username);
    await page.reload();
    const claim = page.getByRole('button', { name: 'Claim 500.00' });
    await claim.click();
    await page.getByText('You claimed the bonus; it is in your wallet.').waitFor();
    expect(await balanceMinor(member.token)).toBe(50_000);
    // Back home through the footer (no reload): the header shows the new balance.
    await page.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => header.textContent()).toContain(taka(50_000));
  }, 90_000);

  it('joins a join promotion in one tap; a trial account sees the spec 6 message', async () => {
    const page = await browser.page({ language: 'EN' });
    await freshMember(page, 'Promo1234');
    const id = await idOf('[3]');
    await page.goto(`/m/activity?id=${id}`);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByText('You have joined this promotion.').waitFor();

    const trial = await browser.page({ language: 'EN' });
    await trial.goto('/m/login');
    await trial.getByRole('button', { name: 'Free play' }).click();
    await trial.waitForURL('**/m/home');
    await trial.goto(`/m/activity?id=${id}`);
    await trial.getByText('Please login an actual account to use this function.').waitFor();
    expect(await trial.getByRole('button', { name: 'Join', exact: true }).count()).toBe(0);
  }, 90_000);
});

describe('/m/activityDetail (spec 2.11)', () => {
  it('shows the sequence-2 banner, the title without its [number] tag and the date range', async () => {
    const page = await browser.page({ language: 'EN' });
    const id = await idOf('[2]');
    await page.goto(`/m/activityDetail?id=${id}`);
    await page.getByRole('heading', { name: 'Weekly reload 200', exact: true }).waitFor();
    const banner = page.locator('article img').first();
    expect(await banner.getAttribute('src')).toMatch(/-2\.png$/);
    expect(await page.locator('time').textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2}~\d{4}-\d{2}-\d{2}$/,
    );
    await page.getByText('paid straight to your wallet').waitFor();

    await page.goto('/m/activityDetail?id=999999');
    await page.getByText('This promotion does not exist or is not available.').waitFor();
  });
});
