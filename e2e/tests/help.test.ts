import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

// Spec 2.12 (help centre: tag, p, c; numbered accordion with sub-sections), 7 (device=MOBILE,
// lang); issue 10 (BN and EN content).
const browser = useBrowser();

describe('/m/help (spec 2.12)', () => {
  it('shows numbered sections; tapping opens one and its sub-sections', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/help');
    const sections = page.getByRole('list', { name: 'Help topics' });
    await sections.getByRole('button', { name: '1. Deposits' }).waitFor();
    expect(await page.getByRole('button', { expanded: true }).count()).toBe(0);
    await page.getByRole('button', { name: '3. Account' }).click();
    await page.getByText('Your profile and security.').waitFor();
    await page.getByRole('button', { name: '3.1 I forgot my password' }).click();
    await page.getByText('by e-mail or SMS').waitFor();
  });

  it('tag opens its section, p a section by index and c a sub-section in it', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/help?tag=withdraw');
    const withdraw = page.getByRole('button', { name: '2. Withdrawals' });
    await expect.poll(() => withdraw.getAttribute('aria-expanded')).toBe('true');
    expect(
      await page.getByRole('button', { name: '1. Deposits' }).getAttribute('aria-expanded'),
    ).toBe('false');

    await page.goto('/m/help?p=3&c=1');
    const faq = page.getByRole('button', { name: '4. Frequently asked questions' });
    await expect.poll(() => faq.getAttribute('aria-expanded')).toBe('true');
    const sub = page.getByRole('button', { name: '4.2 Which languages are supported?' });
    expect(await sub.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Bangla and English.').waitFor();
    await expect.poll(async () => (await sub.boundingBox())?.y ?? 9999).toBeLessThan(844);

    // tag wins over p.
    await page.goto('/m/help?tag=deposit&p=2');
    const deposits = page.getByRole('button', { name: '1. Deposits' });
    await expect.poll(() => deposits.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the Bangla help under BN', async () => {
    const page = await browser.page({ language: 'BN' });
    await page.goto('/m/help?tag=deposit&c=0');
    await page.getByRole('button', { name: '1. জমা' }).waitFor();
    const first = page.getByRole('button', { name: '1.1 আমি কীভাবে জমা দেব?' });
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('একটি চ্যানেল বেছে নিন', { exact: false }).waitFor();
  });
});
