import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs } from '../tools/chromium.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedA11y: string[];
  /** Lighthouse's measure of this machine's speed (higher is faster; a 2020 laptop is ~1,000). */
  benchmarkIndex: number;
  /** Blocking time from the page's own CPU time: see `ownBlockingMs`. */
  ownTbtMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Total blocking time counted from the CPU time the page's main thread spent in each task after
 * its first contentful paint (4x, above 50 ms, as Lighthouse counts), instead of the task's wall
 * time. On a 2-core machine the renderer shares the cores with the browser process, the
 * compositor and Lighthouse's own tracing and screenshots while a page loads: a task may last 40 ms
 * of which the page used 5. Lighthouse's TBT counts the 40, this figure the 5. Where the two part,
 * the machine, not the page, made the blocking time. Counted to the end of the trace (Lighthouse
 * stops at the page's time to interactive), so it is the larger of the two measures of one run.
 */
export function ownBlockingMs(events: readonly TraceEvent[]): number {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return 0;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  );
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== main?.tid) continue;
    if (e.ts <= fcp.ts) continue;
    blocking += Math.max(0, (4 * (e.tdur ?? e.dur ?? 0)) / 1000 - 50);
  }
  return Math.round(blocking);
}

/**
 * Local storage a page starts with (a member's session), written before its first script runs:
 * Lighthouse still clears the origin's storage and caches before loading the page, as it always
 * does, so the run stays a first visit in every other way.
 */
export type StartingStorage = Record<string, string>;

/** Lighthouse 12 with its default mobile settings (simulated slow 4G, 4x CPU slowdown, Moto G). */
export async function lighthouseScores(
  url: string,
  chromePath: string,
  storage?: StartingStorage,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
  const browser = storage
    ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    : undefined;
  try {
    const page = browser && (await browser.pages())[0];
    await page?.evaluateOnNewDocument(
      (origin: string, entries: [string, string][]) => {
        if (location.origin === origin) for (const [k, v] of entries) localStorage.setItem(k, v);
      },
      new URL(url).origin,
      Object.entries(storage ?? {}),
    );
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error('lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const failedA11y = Object.values(audits)
      .filter(
        (a) => a.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id);
    const ms = (id: string) => Math.round(Number(audits[id]?.numericValue ?? 0));
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: Number(Number(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failedA11y,
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      ownTbtMs: ownBlockingMs(
        (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents,
      ),
    };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

/**
 * The median run of several by performance score: one simulated run moves by a few points with
 * whatever else the machine is doing (BENCH_LH_RUNS, default 3).
 */
export async function medianLighthouse(
  url: string,
  chromePath: string,
  runs: number,
  storage?: StartingStorage,
) {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseScores(url, chromePath, storage));
  results.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return results[Math.floor(results.length / 2)]!;
}
