import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rememberLanguage, useBrowser } from '../support/browser.ts';
import { ApiCallError, apiCall, operatorHeaders, sessionTokenOf } from '../support/member-api.ts';
import { freshMember } from './records-support.ts';

// Issue 10 messages in real Chromium against the real server: /m/message (spec 2.10: title, start
// date YYYY-MM-DD, preview, one open at a time, back to home), /m/messageDetail?id=, mark read
// (spec 4: at once, then the call, then a reload; never for type 4; no alert on failure), the
// platform mail inbox with its unread badges (spec 2.4, 6), and content in the reader's language.
const browser = useBrowser();

const list = (page: Page) => page.getByRole('list', { name: 'Announcements' });
const toggles = (page: Page) => list(page).getByRole('button');
const unreadIn = (page: Page) => list(page).getByText('New', { exact: true });
const markReadCall = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/wps/relay/MCSFE_markRead'));
/** The answer to the list a member asks for (the visitors' list asks without a session). */
const membersListAnswer = (page: Page) =>
  page.waitForResponse(
    (r) =>
      r.url().includes('/wps/relay/MCSFE_getListAnnouncements') &&
      !!r.request().headers()['authorization'],
  );

describe('announcements (/m/message)', () => {
  it('arrives rendered with its list in the HTML and opens an item from it (spec 2.10; issue 10 Lighthouse)', async () => {
    const page = await browser.page({ language: 'EN' });
    await rememberLanguage(page, 'EN');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/MCSFE_getListAnnouncements/.test(r.url())) calls.push(r.url());
    });
    const html = (await (await page.goto('/m/message'))!.text()) ?? '';
    expect(html).toContain('"messages":{"language":"EN"');
    // The list itself is in the HTML (whatever other tests have published meanwhile).
    expect(html).toMatch(/<ul[^>]*aria-label="Announcements"[^>]*><li/);
    await toggles(page).first().click();
    await expect.poll(() => toggles(page).first().getAttribute('aria-expanded')).toBe('true');
    // Hydration asks the API for no list. (The call once seen here came from an earlier first
    // visit rendered in BN for this EN reader: see rememberLanguage.)
    expect(calls).toEqual([]);
  });

  it('opens one at a time, marks each opened one read, and the read state survives a reload', async () => {
    const page = await browser.page({ language: 'EN' });
    const { token } = await freshMember(page);
    // The page arrives with the visitors' list, and the member's list replaces it: the member's
    // answer first, so that no count is taken while the one gives way to the other (a CI run once
    // counted 0 right after the sixth row was seen).
    const membersList = membersListAnswer(page);
    await page.goto('/m/message');
    await membersList;
    // The list's items, not only the list: a busy machine can show the list before its rows.
    await toggles(page).nth(5).waitFor();
    const count = await toggles(page).count();
    expect(count).toBeGreaterThanOrEqual(6);
    expect(await unreadIn(page).count()).toBe(count);
    await page.getByText(`${count} unread`).waitFor();

    const first = toggles(page).nth(0);
    const second = toggles(page).nth(1);
    // Title, start date YYYY-MM-DD and a preview before opening.
    expect(await first.innerText()).toMatch(/\n\d{4}-\d{2}-\d{2}\n\S/);
    // The server's answer is held back until the screen has shown the announcement read: it is
    // marked at once, not when the call returns (a check right after the tap raced the render).
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/wps/relay/MCSFE_markRead*', async (route) => {
      await held;
      await route.continue();
    });
    const firstCall = markReadCall(page);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => unreadIn(page).count(), { timeout: 5_000 }).toBe(count - 1);
    answer();
    expect((await firstCall).status()).toBe(200);
    await page.unroute('**/wps/relay/MCSFE_markRead*');

    const secondCall = markReadCall(page);
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await list(page).locator('[aria-expanded="true"]').count()).toBe(1);
    await secondCall;
    await page.getByText(`${count - 2} unread`).waitFor();

    await page.reload();
    await list(page).waitFor();
    await page.getByText(`${count - 2} unread`).waitFor();
    expect(await unreadIn(page).count()).toBe(count - 2);
    expect(await toggles(page).nth(0).getByText('New').count()).toBe(0);
    expect(await toggles(page).nth(2).getByText('New').count()).toBe(1);
    // The server says so too, for this member only.
    const mine = await apiCall<{
      B: { read: boolean }[];
      PL: { read: boolean }[];
      PU: { read: boolean }[];
    }>('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU&platform=M&groupName=m_home', {
      token,
    });
    expect([...mine.B, ...mine.PL, ...mine.PU].filter((a) => a.read)).toHaveLength(2);

    // Spec 2.10: the back arrow of /m/message goes home.
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL('**/m/home');
  });

  it('shows the detail page, marks it read, and says so for an unknown id', async () => {
    const page = await browser.page({ language: 'EN' });
    await freshMember(page);
    await page.goto('/m/message');
    const title = 'Faster deposits';
    const toggle = list(page).getByRole('button', { name: new RegExp(title) });
    const link = page.getByRole('link', { name: 'View full announcement' });
    // Tapped again, as a player would, until it leads on: the list can be drawn again under the
    // finger while it settles (the member's own list in place of the visitors' one, the reload
    // after the mark-read). Two CI runs stayed on /m/message, once after a tap on the link and
    // once waiting for the member's list; neither was reproduced here. A link that never leads
    // to the page still fails.
    await expect
      .poll(
        async () => {
          const at = () => new URL(page.url());
          if (at().pathname === '/m/message') {
            const expanded = await toggle
              .getAttribute('aria-expanded', { timeout: 5_000 })
              .catch(() => null);
            if (expanded !== 'true') await toggle.click({ timeout: 5_000 }).catch(() => undefined);
            await link.click({ timeout: 5_000 }).catch(() => undefined);
          }
          return at().pathname + at().search;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toMatch(/^\/m\/messageDetail\?id=\d+$/);
    const article = page.getByRole('article', { name: title });
    await article.waitFor();
    expect(await article.locator('time').innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await article.innerText()).length).toBeGreaterThan(title.length + 12);

    await page.goto('/m/messageDetail?id=999999');
    await page.getByText('This announcement does not exist or has ended.').waitFor();
    await page.goto('/m/messageDetail?id=abc');
    await page.getByText('This announcement does not exist or has ended.').waitFor();
  });

  it('a free-play session (type 4) opens announcements but never marks them read', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Free play' }).click();
    await page.waitForURL('**/m/home');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('MCSFE_markRead')) sent.push(r.url());
    });
    await page.goto('/m/message');
    await list(page).waitFor();
    const count = await toggles(page).count();
    await toggles(page).nth(0).click();
    expect(await toggles(page).nth(0).getAttribute('aria-expanded')).toBe('true');
    await page.waitForTimeout(600);
    expect(sent).toEqual([]);
    expect(await unreadIn(page).count()).toBe(count);
    // The server refuses it as well (spec 6).
    const token = await sessionTokenOf(page);
    const refusal = await apiCall('/wps/relay/MCSFE_markRead', {
      method: 'POST',
      token,
      body: JSON.stringify({ announcementId: 1, read: true }),
    }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiCallError);
    expect((refusal as ApiCallError).errorCode).toBe('trial.restricted');
    await page.reload();
    await list(page).waitFor();
    expect(await unreadIn(page).count()).toBe(count);
  });

  it('shows BN content under BN and EN content under EN', async () => {
    const bn = await browser.page({ language: 'BN' });
    await bn.goto('/m/message');
    const bnList = bn.getByRole('list', { name: 'ঘোষণা' });
    await bnList.getByText('নির্ধারিত রক্ষণাবেক্ষণ').waitFor();
    expect(await bnList.getByText('Scheduled maintenance').count()).toBe(0);
    await bnList.getByRole('button', { name: /নির্ধারিত রক্ষণাবেক্ষণ/ }).click();
    await bnList.getByText('রক্ষণাবেক্ষণের জন্য বন্ধ থাকবে').first().waitFor();

    const en = await browser.page({ language: 'EN' });
    await en.goto('/m/message');
    await list(en).getByText('Scheduled maintenance').waitFor();
    expect(await list(en).getByText('নির্ধারিত রক্ষণাবেক্ষণ').count()).toBe(0);
    // Switching language on the page asks again in the new language.
    await en.evaluate(() => localStorage.setItem('language', 'BN'));
    await en.reload();
    await en.getByRole('list', { name: 'ঘোষণা' }).getByText('নির্ধারিত রক্ষণাবেক্ষণ').waitFor();
  });

  it('shows the agent notices on /m/member/notice?types=A and the ticker set on /m/notice', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/member/notice?types=A');
    await page
      .getByRole('list', { name: 'Agent announcements' })
      .getByText('Agent commission schedule')
      .waitFor();
    await page.goto('/m/notice');
    await page.getByRole('list', { name: 'Notices' }).getByText('Jackpot hits 1,000,000').waitFor();
  });

  it("keeps the visitors' list on screen while a member's own list loads, then shows the member's read state", async () => {
    const page = await browser.page({ language: 'EN' });
    const { token } = await freshMember(page);
    await rememberLanguage(page, 'EN');
    // One announcement is read already: the member's own list says so, the visitors' cannot.
    const mine = await apiCall<{ B: { id: number }[] }>(
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU&platform=M&groupName=m_home',
      { token },
    );
    await apiCall('/wps/relay/MCSFE_markRead', {
      method: 'POST',
      token,
      body: JSON.stringify({ announcementId: mine.B[0]!.id, read: true }),
    });
    // The member's answer is held back: until it comes, the list the page arrived with stays (it
    // once gave way to a skeleton, a flash on every visit of a signed-in member).
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked!: () => void;
    const membersAsk = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/wps/relay/MCSFE_getListAnnouncements**', async (route) => {
      if (!route.request().headers()['authorization']) return route.continue();
      asked();
      await held;
      await route.continue();
    });
    const membersList = membersListAnswer(page);
    await page.goto('/m/message');
    await membersAsk;
    await toggles(page).nth(5).waitFor();
    expect(await page.getByRole('status', { name: 'Loading messages' }).count()).toBe(0);
    const count = await toggles(page).count();
    expect(await unreadIn(page).count()).toBe(count);
    answer();
    await membersList;
    await page.getByText(`${count - 1} unread`).waitFor();
    expect(await unreadIn(page).count()).toBe(count - 1);
  });

  it('shows a skeleton while loading, an error with a retry, and the empty state', async () => {
    const page = await browser.page({ language: 'EN' });
    let mode: 'fail' | 'empty' | 'pass' = 'fail';
    await page.route('**/wps/relay/MCSFE_getListAnnouncements**', async (route) => {
      if (mode === 'pass') return route.continue();
      await new Promise((r) => setTimeout(r, 300));
      if (mode === 'fail') return route.abort();
      return route.fulfill({
        json: { success: true, value: { B: [], PL: [], PU: [], footer: { unreadCount: 0 } } },
      });
    });
    await page.goto('/m/message', { waitUntil: 'domcontentloaded' });
    await page.getByRole('status', { name: 'Loading messages' }).waitFor();
    await page
      .getByRole('alert')
      .getByText('Messages could not be loaded')
      .waitFor({ timeout: 15_000 });
    mode = 'empty';
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No announcement').waitFor();
    mode = 'pass';
    await page.reload();
    await list(page).waitFor();
  });
});

describe('platform mail (/m/webEmail)', () => {
  it('lists mail with unread badges that go down as mails are opened, and stay down after a reload', async () => {
    const page = await browser.page({ language: 'EN' });
    const { username } = await freshMember(page);
    for (const title of ['Your first bonus', 'Security notice'])
      await apiCall('/operator/mails', {
        method: 'POST',
        headers: operatorHeaders(),
        body: JSON.stringify({ username, title, content: `<p>${title}: <b>details</b></p>` }),
      });

    // The side menu's mail entry carries the unread count (spec 6: CBS3 on, type 0).
    await page.goto('/m/sidebar');
    await page.getByRole('link', { name: 'Platform messages 2 unread messages' }).waitFor();

    await page.goto('/m/webEmail');
    const inbox = page.getByRole('list', { name: 'Platform messages' });
    await inbox.waitFor();
    await page.getByText('2 unread', { exact: true }).waitFor();
    expect(await inbox.getByText('New', { exact: true }).count()).toBe(2);
    const call = page.waitForResponse((r) => r.url().includes('/wps/relay/CSP_markRead'));
    await inbox.getByRole('button', { name: /Security notice/ }).click();
    await inbox.getByText('Security notice: details').waitFor();
    await page.getByText('1 unread', { exact: true }).waitFor();
    expect((await call).status()).toBe(200);

    await page.reload();
    await page.getByText('1 unread', { exact: true }).waitFor();
    expect(await inbox.getByText('New', { exact: true }).count()).toBe(1);
    await page.goto('/m/sidebar');
    await page.getByRole('link', { name: 'Platform messages 1 unread message' }).waitFor();

    // In Bengali.
    await page.evaluate(() => localStorage.setItem('language', 'BN'));
    await page.goto('/m/webEmail');
    await page.getByRole('list', { name: 'প্ল্যাটফর্ম বার্তা' }).waitFor();
    await page.getByText('1টি অপঠিত', { exact: true }).waitFor();
  });

  it('sends a visitor to /m/login', async () => {
    const page = await browser.page({ language: 'EN' });
    await page.goto('/m/webEmail');
    await page.waitForURL('**/m/login');
  });
});

describe('server rendering (brief: every /m/ page rendered, then hydrated, CLS 0)', () => {
  const titles = {
    EN: {
      '/m/message': 'Announcements',
      '/m/notice': 'Notices',
      '/m/messageDetail?id=1': 'Announcement',
    },
    BN: { '/m/message': 'ঘোষণা', '/m/notice': 'নোটিশ', '/m/messageDetail?id=1': 'ঘোষণার বিবরণ' },
  } as const;
  for (const language of ['BN', 'EN'] as const) {
    it(`renders the message screens on the server in ${language} and hydrates them without a warning or a shift`, async () => {
      const page = await browser.page({ language });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
          problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const w = window as { shift?: number; serverMain?: Element | null; moved?: string[] };
        w.shift = 0;
        w.moved = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as Shift[]) {
            w.shift! += e.value;
            for (const s of e.sources)
              w.moved!.push(
                `${(s.node as Element | undefined)?.outerHTML?.slice(0, 120)} from y ${s.previousRect.y} to ${s.currentRect.y}`,
              );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          w.serverMain = document.querySelector('#root main');
        });
      });
      await page.goto('/m/message'); // the first visit tells the server the language (cookie)
      for (const [url, title] of Object.entries(titles[language])) {
        const html = await (await page.goto(url))!.text();
        expect(html, url).toContain(`<html lang="${language.toLowerCase()}"`);
        expect(html, url).toContain(title);
        await page.waitForLoadState('networkidle');
        const { kept, shift, moved } = await page.evaluate(() => {
          const w = window as { shift?: number; serverMain?: Element | null; moved?: string[] };
          return { kept: w.serverMain?.isConnected ?? null, shift: w.shift!, moved: w.moved };
        });
        expect(kept, url).toBe(true);
        // Zero as Lighthouse reports it (three decimals): CI once measured 0.00002 under load, a
        // sub-pixel move it could not name; a moved line of the list is 0.01 or more. What moved
        // is in the message.
        expect(shift, `${url}: ${moved?.join('; ')}`).toBeLessThan(0.0005);
      }
      expect(problems).toEqual([]);
    });
  }
});
