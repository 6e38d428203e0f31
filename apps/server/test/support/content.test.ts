import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getChatLaunch,
  getCustomerService,
  getSupportContent,
  getSystemStatus,
  LANGUAGE_COOKIE,
} from '@app/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const content = async (kinds: string, language?: string) =>
  okValue(
    getSupportContent,
    await t.app.inject({
      url: `${getSupportContent.path}?kinds=${kinds}`,
      headers: language ? { language } : {},
    }),
  );

describe('customer service (spec 3, spec 7)', () => {
  it('lists LINE-1, FACEBOOK-1 and the type 3 service link, which is this server’s support page', async () => {
    const list = okValue(
      getCustomerService,
      await t.app.inject({ url: getCustomerService.path, headers: { language: 'EN' } }),
    );
    expect(list.map((e) => e.csPosition)).toEqual([
      'LINE-1',
      'FACEBOOK-1',
      'TELEGRAM-1',
      'SERVICE-1',
    ]);
    expect(list.find((e) => e.csPosition === 'LINE-1')!.url).toMatch(/^https:\/\/line\.me\//);
    // No PUBLIC_URL: a path on the site the caller is on.
    expect(list.find((e) => e.type === '3')!.url).toBe('/support/chat?lang=EN');
  });

  it('launches the chat at the support page in the caller’s language, BN by default', async () => {
    const en = okValue(
      getChatLaunch,
      await t.app.inject({ url: getChatLaunch.path, headers: { language: 'EN' } }),
    );
    expect(en.chatUrl).toBe('/support/chat?lang=EN');
    const bn = okValue(getChatLaunch, await t.app.inject({ url: getChatLaunch.path }));
    expect(bn.chatUrl).toBe('/support/chat?lang=BN');
  });

  it('answers the status screens the same entries and service link as the chat launch (issue 22)', async () => {
    const status = okValue(getSystemStatus, await t.app.inject({ url: getSystemStatus.path }));
    const entries = okValue(
      getCustomerService,
      await t.app.inject({ url: getCustomerService.path, headers: { language: 'EN' } }),
    );
    const launch = okValue(
      getChatLaunch,
      await t.app.inject({ url: getChatLaunch.path, headers: { language: 'EN' } }),
    );
    // One source: the same entries, the service link differing only in the caller's language.
    const strip = (url: string) => url.replace(/\?lang=[A-Z]{2}$/, '');
    const withoutLang = (list: typeof entries) => list.map((e) => ({ ...e, url: strip(e.url) }));
    expect(withoutLang(status.info.customerService)).toEqual(withoutLang(entries));
    const fromStatus = status.info.customerService.find((e) => e.type === '3')!.url;
    expect(fromStatus).toBe('/support/chat');
    expect(strip(launch.chatUrl)).toBe(fromStatus);
    expect(fromStatus).not.toContain('example.com');

    // The status link names no language: the page speaks the app's (its cookie), else BN.
    const en = await t.app.inject({
      url: fromStatus,
      headers: { cookie: `${LANGUAGE_COOKIE}=EN` },
    });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en"');
    const bn = await t.app.inject({ url: fromStatus });
    expect(bn.body).toContain('<html lang="bn"');
  });

  it('never builds the support link from a forged Host header', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', language: 'EN' };
    const launch = await t.app.inject({ url: getChatLaunch.path, headers: forged });
    const entries = await t.app.inject({ url: getCustomerService.path, headers: forged });
    expect(okValue(getChatLaunch, launch).chatUrl).toBe('/support/chat?lang=EN');
    expect(entries.body).not.toContain('evil.example');
  });

  it('builds it under PUBLIC_URL when that is set, whatever the Host header says', async () => {
    const site = await buildTestApp({
      env: { PUBLIC_URL: 'https://m.example.com', TRUST_PROXY: 'true' },
    });
    try {
      const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', language: 'EN' };
      const launch = await site.app.inject({ url: getChatLaunch.path, headers: forged });
      expect(okValue(getChatLaunch, launch).chatUrl).toBe(
        'https://m.example.com/support/chat?lang=EN',
      );
      const list = okValue(
        getCustomerService,
        await site.app.inject({ url: getCustomerService.path, headers: forged }),
      );
      expect(list.find((e) => e.type === '3')!.url).toBe(
        'https://m.example.com/support/chat?lang=EN',
      );
    } finally {
      await site.close();
    }
  });
});

describe('GET /wps/system/content', () => {
  it('answers each kind asked for in the Language header’s language, in order', async () => {
    const en = await content('agreement,terms,policy', 'EN');
    expect(en.map((d) => [d.kind, d.lang])).toEqual([
      ['agreement', 'EN'],
      ['terms', 'EN'],
      ['policy', 'EN'],
    ]);
    expect(en[0]!.title).toBe('User agreement');
    const bn = await content('joinUs,sponsor', 'BN');
    expect(bn.map((d) => d.lang)).toEqual(['BN', 'BN']);
    expect(bn[0]!.title).toBe('আমাদের সাথে যোগ দিন');
  });

  it("falls back to the merchant's default language (BN), then to any version", async () => {
    expect((await content('joinUs', 'FR'))[0]!.lang).toBe('BN');
    expect((await content('joinUs'))[0]!.lang).toBe('BN');
    await t.app.db.query(`DELETE FROM support_content WHERE kind = 'sponsor' AND lang = 'BN'`);
    const [only] = await content('sponsor', 'BN');
    expect(only!.lang).toBe('EN');
  });

  it('stores content through the sanitiser: no script reaches a client', async () => {
    const { createSupportRepository } = await import('../../src/support/support-repository.ts');
    await createSupportRepository(t.app.db).insertDocuments('demo', [
      {
        kind: 'terms',
        lang: 'XX',
        title: 'x',
        contentHtml: '<p onclick="x()">ok<script>alert(1)</script></p>',
      },
    ]);
    const [row] = await t.app.db.query<{ content_html: string }>(
      `SELECT content_html FROM support_content WHERE lang = 'XX'`,
    );
    expect(row!.content_html).toBe('<p>ok</p>');
  });

  it('refuses an unknown kind and a missing one', async () => {
    failure(
      await t.app.inject({ url: `${getSupportContent.path}?kinds=secrets` }),
      400,
      'request_param_err',
    );
    failure(await t.app.inject({ url: getSupportContent.path }), 400, 'request_param_err');
  });
});

describe('the support page (/support/chat)', () => {
  const post = (body: string, lang = 'EN') =>
    t.app.inject({
      method: 'POST',
      url: `/support/chat?lang=${lang}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  it('is a translated HTML page with no script allowed', async () => {
    const res = await t.app.inject({ url: '/support/chat?lang=BN' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(res.body).toContain('<html lang="bn">');
    expect(res.body).toContain('গ্রাহক সেবা');
    expect(res.body).toContain('<label for="f-message">');
  });

  it('stores a message and shows its number', async () => {
    const res = await post(
      'name=Rahim&contact=01711000001&message=' + encodeURIComponent('Where is my <b>deposit</b>?'),
    );
    expect(res.statusCode).toBe(303);
    const [row] = await t.app.db.query<{ id: number; message: string; lang: string }>(
      'SELECT id, message, lang FROM support_messages ORDER BY id DESC LIMIT 1',
    );
    expect(row).toMatchObject({ message: 'Where is my <b>deposit</b>?', lang: 'EN' });
    expect(res.headers.location).toBe(`/support/chat?lang=EN&sent=${row!.id}`);
    const page = await t.app.inject({ url: res.headers.location! });
    expect(page.body).toContain(`message number ${row!.id}`);
  });

  it('refuses an empty field, keeping what was typed, escaped, and storing nothing', async () => {
    const before = (await t.app.db.query('SELECT id FROM support_messages')).length;
    const res = await post('name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&contact=&message=hello');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('Please fill in this field.');
    expect(res.body).toContain('aria-invalid="true"');
    expect((await t.app.db.query('SELECT id FROM support_messages')).length).toBe(before);
  });
});
