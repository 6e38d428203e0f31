import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../tools/chromium.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/**
 * JavaScript the browser fetches to show /m/home (entry, preloads and the lazy home chunks), as the
 * sum of each built file gzipped at level 9. Measured in a real browser, so lazy routes count only
 * when home really loads them.
 */
export async function homeInitialJs(baseURL: string, chromiumPath: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const files = new Set<string>();
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/m/') && pathname.endsWith('.js')) files.add(pathname.slice(3));
    });
    await page.goto(`${baseURL}/m/home`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gz = 0;
    for (const file of files) {
      const buf = readFileSync(path.join(dist, file));
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
    }
    return { files: [...files], rawKB: raw / 1024, gzKB: gz / 1024 };
  } finally {
    await browser.close();
  }
}
