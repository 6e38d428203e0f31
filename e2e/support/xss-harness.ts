import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mobile } from './browser.ts';
import type { XssVector } from './xss-vectors.ts';

/**
 * The security harness of issue 10: content stored through the operator API (and so through the
 * server's sanitiser) is shown on the screens that show it, in a page that records
 * - any script execution: alert, confirm, prompt and print are trapped by an init script before
 *   any page script runs (in every frame), and any dialog that opens anyway is recorded too;
 * - any request to an origin other than the app's (the vectors' remote scripts, style sheets,
 *   tracking images), which is recorded and aborted, so nothing leaves the machine.
 * The page runs with the app's Content-Security-Policy bypassed: the CSP would stop inline
 * handlers on its own, and the test is about the sanitisers (server allow-list, then DOMPurify).
 */
export interface Finding {
  kind: 'script' | 'dialog' | 'request';
  detail: string;
  /** The page's URL at the time. */
  at: string;
}

/** One kind of stored content (announcement, mail, later promotions) and the screens that show it. */
export interface XssContentType<Stored = unknown> {
  name: string;
  /**
   * Stores every vector as this kind of content, through the operator API, and returns what the
   * screens need to find them (ids, the member who received them...).
   */
  store: (vectors: readonly XssVector[], baseURL: string) => Promise<Stored>;
  screens: readonly XssScreen<Stored>[];
}

/** An entry of the list a test runs over (each entry keeps its own stored type). */
export const contentType = <Stored>(t: XssContentType<Stored>) =>
  t as unknown as XssContentType<unknown>;

export interface XssScreen<Stored> {
  /** The route, for the test's name. */
  path: string;
  /** Shows every stored vector on this screen (opens each item, visits each detail...). */
  show: (page: Page, stored: Stored) => Promise<void>;
}

export interface TrappedPage {
  page: Page;
  context: BrowserContext;
  findings: Finding[];
}

const TRAP = () => {
  const report = (name: string, args: unknown[]) => {
    const w = window as unknown as { __xssReport?: (s: string) => void };
    w.__xssReport?.(`${name}(${args.map(String).join(', ')})`);
  };
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    Object.defineProperty(window, name, {
      value: (...args: unknown[]) => report(name, args),
      configurable: false,
      writable: false,
    });
  }
};

/** A fresh context and page with the traps set, at the phone size every browser test uses. */
export async function trappedPage(
  browser: Browser,
  baseURL: string,
  init: (page: Page) => Promise<void> = async () => {},
): Promise<TrappedPage> {
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({ ...mobile, baseURL, bypassCSP: true });
  const findings: Finding[] = [];
  const page = await context.newPage();
  const at = () => page.url();
  await context.exposeBinding('__xssReport', (_source, detail: string) => {
    findings.push({ kind: 'script', detail, at: at() });
  });
  await context.addInitScript(TRAP);
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    findings.push({ kind: 'request', detail: url, at: at() });
    return route.abort();
  });
  page.on('dialog', (dialog) => {
    findings.push({ kind: 'dialog', detail: `${dialog.type()}: ${dialog.message()}`, at: at() });
    void dialog.dismiss();
  });
  await init(page);
  return { page, context, findings };
}

/** A client-side navigation (React Router listens to popstate): much quicker than a page load. */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

/**
 * What the sanitisers left in the rendered content (elements matching `selector`): anything that
 * can run or load, as findings. Catches what the traps cannot see (a data: image, a handler that
 * no one triggered).
 */
export async function auditDom(page: Page, selector: string): Promise<Finding[]> {
  const problems = await page.evaluate((sel) => {
    const out: string[] = [];
    const bad =
      'script,iframe,frame,frameset,object,embed,style,link,meta,base,form,svg,math,template';
    for (const root of document.querySelectorAll(sel)) {
      for (const el of root.querySelectorAll(bad)) out.push(`<${el.tagName.toLowerCase()}>`);
      for (const el of root.querySelectorAll('*'))
        for (const attr of el.attributes) {
          const v = attr.value.replace(/[\s\0]/g, '').toLowerCase();
          if (attr.name.startsWith('on')) out.push(`${el.tagName} ${attr.name}`);
          if (/^(javascript|vbscript|data):/.test(v))
            out.push(`${el.tagName} ${attr.name}=${v.slice(0, 40)}`);
          if (attr.name === 'style' && /url\(|expression|@import|behavior|binding/.test(v))
            out.push(`${el.tagName} style=${v.slice(0, 60)}`);
          if (
            el.tagName === 'IMG' &&
            attr.name === 'src' &&
            new URL(attr.value, location.href).origin !== location.origin
          )
            out.push(`IMG src=${attr.value.slice(0, 60)}`);
        }
    }
    return out;
  }, selector);
  return problems.map((detail) => ({
    kind: 'script' as const,
    detail: `left in the DOM: ${detail}`,
    at: page.url(),
  }));
}
