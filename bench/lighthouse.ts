import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../tools/chromium.ts';

/** Lighthouse 12 with its default mobile settings (simulated throttling, Moto G power). */
export async function lighthouseScores(url: string, chromePath: string) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const failedA11y = Object.values(audits)
      .filter(
        (a) => a.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(Number(audits['largest-contentful-paint']?.numericValue ?? 0)),
      tbtMs: Math.round(Number(audits['total-blocking-time']?.numericValue ?? 0)),
      cls: Number(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      failedA11y,
    };
  } finally {
    chrome.kill();
  }
}
