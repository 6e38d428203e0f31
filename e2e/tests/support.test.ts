import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, useBrowser } from '../support/browser.ts';
import { sessionTokenOf } from '../support/member-api.ts';
import { signIn } from './accounts-support.ts';

// Issue 10, support: spec 5's feedback limits, the feedback's images served back only as images,
// the customer-service iframe (spec 2.2) and its support page, and the content screens in BN and EN.
const browser = useBrowser();

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A real 1x1 png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const TEXT = 'My bKash deposit has not arrived after ten minutes';

async function feedbackPage(page: Page) {
  await signIn(page, 'player01', 'Player123');
  await page.goto('/m/feedback');
  await page.getByLabel('Your feedback').waitFor();
}

const addFiles = (page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) =>
  page.locator('input[type=file]').setInputFiles(files);

describe('feedback (spec 5)', () => {
  it('sends a visitor to /m/login', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/feedback');
    await page.waitForURL('**/m/login');
  });

  it('refuses a 6 MB image, a .jpg that is really text and a fourth image before uploading, keeping what was typed', async () => {
    const page = await browser.page({ language: 'EN' });
    await feedbackPage(page);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/wps/feedback')) puts.push(r.url());
    });
    await page.getByLabel('Your feedback').fill('too short');
    await expect.poll(() => page.getByText('2 of 500 words').count()).toBe(1);

    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    PNG_HEAD.copy(big);
    await addFiles(page, [
      { name: 'big.png', mimeType: 'image/png', buffer: big },
      {
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('just some text, not a picture'),
      },
    ]);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('"big.png" is larger than 5 MB.');
    expect(await alert.textContent()).toContain('"photo.jpg" is not a png or jpg picture.');
    expect(await page.getByRole('img', { name: /Picture \d you chose/ }).count()).toBe(0);

    await addFiles(page, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('You can add at most 3 pictures.');
    expect(await page.getByRole('img', { name: /Picture \d you chose/ }).count()).toBe(3);
    // Full: no add tile until one is removed.
    expect(await page.locator('input[type=file]').count()).toBe(0);
    await page.getByRole('button', { name: 'Remove picture 3' }).click();
    expect(await page.getByRole('img', { name: /Picture \d you chose/ }).count()).toBe(2);

    // Under the word limit: refused here, nothing sent, the text kept.
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Please write at least 5 words.').waitFor();
    expect(await page.getByLabel('Your feedback').inputValue()).toBe('too short');
    expect(puts).toEqual([]);
  });

  it('sends feedback with a picture, and the picture comes back only as an image that never runs', async () => {
    const page = await browser.page({ language: 'EN' });
    await feedbackPage(page);
    // A png whose bytes go on with an HTML document: served as anything but an image, it would run.
    const polyglot = Buffer.concat([
      PNG,
      Buffer.from('<html><body><script>document.title="ran";window.ran=1</script></body></html>'),
    ]);
    await page.getByLabel('Your feedback').fill(TEXT);
    await addFiles(page, [{ name: 'screen.png', mimeType: 'image/png', buffer: polyglot }]);
    await page.getByRole('img', { name: 'Picture 1 you chose' }).waitFor();
    const answer = page.waitForResponse((r) => r.url().endsWith('/wps/feedback'));
    await page.getByRole('button', { name: 'Send feedback' }).click();
    // Issue 19: the picture goes as it is, in a multipart form, not as base64 inside JSON.
    const sent = (await answer).request();
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const receipt = (await (await answer).json()) as {
      value: { id: number; images: { url: string }[] };
    };
    await page
      .getByText(`Your feedback number ${receipt.value.id} has reached our team.`)
      .waitFor();

    const token = await sessionTokenOf(page);
    const url = `${baseURL()}${receipt.value.images[0]!.url}`;
    const res = await fetch(url, { headers: { Authorization: token, Merchant: 'demo' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer()).equals(polyglot)).toBe(true);
    // Without the owner's session there is nothing to see.
    expect((await fetch(url)).status).toBe(401);

    // Opened as a page in Chromium (with the owner's session): an image document, no script.
    const viewer = await browser.page({ headers: { Authorization: token, Merchant: 'demo' } });
    const consoleLines: string[] = [];
    viewer.on('console', (m) => consoleLines.push(m.text()));
    await viewer.goto(url, { waitUntil: 'load' });
    expect(await viewer.evaluate(() => document.contentType)).toBe('image/png');
    expect(await viewer.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();
    expect(await viewer.title()).not.toBe('ran');
    expect(await viewer.locator('script').count()).toBe(0);
  });
});

describe('customer service', () => {
  it('/m/service shows the support page in a titled iframe, where a message is stored', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/service');
    const iframe = page.getByTitle('Customer service chat');
    await iframe.waitFor();
    const frame = page.frameLocator('iframe[title="Customer service chat"]');
    await frame.getByRole('heading', { name: 'Customer service' }).waitFor();
    const note = `Where is my deposit ${Date.now()}`;
    await frame.getByLabel('Your name').fill('Rahim');
    await frame.getByLabel('Mobile number or e-mail').fill('01711000001');
    await frame.getByLabel('Message').fill(note);
    await frame.getByRole('button', { name: 'Send message' }).click();
    const status = frame.getByRole('status');
    await expect
      .poll(() => status.textContent())
      .toMatch(/Your message number \d+ is with our team/);
    const id = Number(/number (\d+)/.exec((await status.textContent())!)![1]);

    const stored = (await (
      await fetch(`${baseURL()}/dev/support/messages`, { headers: { Merchant: 'demo' } })
    ).json()) as { value: { id: number; message: string; name: string }[] };
    expect(stored.value.find((m) => m.id === id)).toMatchObject({ message: note, name: 'Rahim' });
  });

  it('/m/customer lists the online service, LINE and Facebook; the service entry opens /m/service', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/customer');
    const line = page.getByRole('link', { name: /LINE/ });
    await line.waitFor();
    expect(await line.getAttribute('href')).toMatch(/^https:\/\/line\.me\//);
    expect(await line.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toMatch(
      /^https:\/\/m\.me\//,
    );
    await page.getByRole('link', { name: /Online customer service/ }).click();
    await page.waitForURL('**/m/service');
    await page.getByTitle('Customer service chat').waitFor();
  });

  it('in BN, the contact screen and the support page speak Bengali', async () => {
    const page = await browser.page({ language: 'BN' });
    await page.goto('/m/customer');
    await page.getByRole('link', { name: /অনলাইন গ্রাহক সেবা/ }).click();
    const frame = page.frameLocator('iframe[title="গ্রাহক সেবা চ্যাট"]');
    await frame.getByRole('heading', { name: 'গ্রাহক সেবা' }).waitFor();
    await frame.getByRole('button', { name: 'বার্তা পাঠান' }).waitFor();
  });
});

describe('content screens in BN and EN', () => {
  const cases = [
    { path: '/m/joinUs', EN: ['Join us'], BN: ['আমাদের সাথে যোগ দিন'] },
    { path: '/m/sponsor/detail', EN: ['Our sponsorships'], BN: ['আমাদের স্পনসরশিপ'] },
    {
      path: '/m/useragreement',
      EN: ['User agreement', 'Terms and conditions', 'Privacy policy'],
      BN: ['ব্যবহারকারী চুক্তি', 'শর্তাবলী', 'গোপনীয়তা নীতি'],
    },
  ];
  for (const c of cases) {
    for (const language of ['EN', 'BN'] as const) {
      it(`${c.path} in ${language}`, async () => {
        const page = await browser.page({ language });
        await page.goto(c.path);
        const main = page.locator('main');
        for (const heading of c[language]) {
          await main.getByRole('heading', { name: heading, level: 2 }).waitFor();
        }
      });
    }
  }
});
