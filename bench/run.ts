// `npm run bench`: issue 7's and issue 8's figures against `npm start`'s server (built web app, embedded
// database, demo seed), then issue 9's crash run on servers of its own (bench/crash.ts), printed as
// one table: each figure, its target and whether it is met. The README keeps the latest table with
// its date. `npm run bench -- crash` (or BENCH_ONLY=crash) runs the crash run alone; BENCH_ONLY=process
// issue 11's start-up and worker figures alone (bench/process.ts); `npm run bench -- wallet` (or
// BENCH_ONLY=wallet) issue 18's seamless-wallet figures alone (bench/wallet.ts, PostgreSQL);
// `npm run bench -- lottery` issue 21's settlement and returns alone (bench/lottery.ts);
// `npm run bench -- originals` issue 23's dice and slot returns over 1,000,000 rounds (bench/originals.ts);
// `npm run bench -- crash-game` issue 23's crash returns over 1,000,000 rounds (bench/crash-game.ts);
// `npm run bench -- agents` issue 20's team of 100,000 alone (bench/agent-team.ts, PostgreSQL);
// `npm run bench -- home` issue 22's first screens beside a bare React app alone (bench/home-light.ts). The
// servers run compiled, as `npm start` runs them (`npm run bench` builds first).
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../tools/chromium.ts';
import { budgetKB, budgetRoutes, measureRoute } from '../tools/initial-js.ts';
import { spawnServer } from '../tools/spawn-server.ts';
import { catalogueRows } from './catalogue.ts';
import { homeLightRows } from './home-light.ts';
import { pageThroughList } from './paging.ts';
import { loginBenchEnv, loginsPerSecond } from './logins.ts';
import { formatRtp, measureDemoRtp } from './demo-rtp.ts';
import { apiThroughput } from './throughput.ts';
import { formatRows } from './catalogue.ts';
import { crashRows } from './crash.ts';
import { startupRows, workerRows } from './process.ts';
import { walletRows } from './wallet.ts';
import { agentTeamRows } from './agent-team.ts';
import { uploadLagRows } from './upload-lag.ts';
import { lotteryRows } from './lottery.ts';
import { originalsRows } from './originals.ts';
import { crashGameRows } from './crash-game.ts';

type Row = [figure: string, value: string, target: string, met: boolean | null];

if (process.env.BENCH_ONLY === 'process') {
  const day = new Date().toISOString().slice(0, 10);
  const rows = [...(await startupRows()), ...(await workerRows())];
  console.log(`\nissue 11 process figures, ${day}\n`);
  console.log(formatRows(rows));
  process.exit(0);
}

if ((process.argv[2] ?? process.env.BENCH_ONLY) === 'crash') {
  const day = new Date().toISOString().slice(0, 10);
  const crash = await crashRows();
  console.log(`\nissue 9 crash run, ${day}\n`);
  console.log(formatRows(crash));
  process.exit(0);
}

if ((process.argv[2] ?? process.env.BENCH_ONLY) === 'agents') {
  const day = new Date().toISOString().slice(0, 10);
  const rows = await agentTeamRows();
  console.log(`\nissue 20 agent-team figures, ${day}\n`);
  console.log(formatRows(rows));
  process.exit(0);
}

if ((process.argv[2] ?? process.env.BENCH_ONLY) === 'lottery') {
  const day = new Date().toISOString().slice(0, 10);
  const rows = await lotteryRows();
  console.log(`\nissue 21 lottery figures, ${day}\n`);
  console.log(formatRows(rows));
  process.exit(0);
}

if ((process.argv[2] ?? process.env.BENCH_ONLY) === 'originals') {
  const day = new Date().toISOString().slice(0, 10);
  console.log(`\nissue 23 in-house games, ${day}\n`);
  console.log(formatRows(originalsRows()));
  process.exit(0);
}

if ((process.argv[2] ?? process.env.BENCH_ONLY) === 'crash-game') {
  const day = new Date().toISOString().slice(0, 10);
  console.log(`\nissue 23 crash game, ${day}\n`);
  console.log(formatRows(crashGameRows()));
  process.exit(0);
}

if ((process.argv[2] ?? process.env.BENCH_ONLY) === 'home') {
  const day = new Date().toISOString().slice(0, 10);
  const home = await spawnServer({ LOG_LEVEL: 'error' }, { command: 'compiled' });
  try {
    const rows = await homeLightRows(home.url);
    console.log(`\nissue 22 first screens beside a bare React app, ${day}\n`);
    console.log(formatRows(rows));
  } finally {
    await home.stop();
  }
  process.exit(0);
}

if ((process.argv[2] ?? process.env.BENCH_ONLY) === 'wallet') {
  const day = new Date().toISOString().slice(0, 10);
  const rows = await walletRows();
  console.log(`\nissue 18 seamless-wallet figures, ${day}\n`);
  console.log(formatRows(rows));
  process.exit(0);
}

const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
// BENCH_ONLY=throughput: the API rows only (the settings endpoints and the game list next to the
// hello-world), without a browser, Lighthouse, the search on a grown catalogue, logins or RTP.
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== 'throughput') {
  throw new Error(
    `BENCH_ONLY=${only}: the subsets are "throughput", "process", "crash", "wallet" and "agents"`,
  );
}
const full = only === undefined;

const chromiumPath = full ? findChromium() : '';
// The per-IP rate limit stays on (its cost is part of every request) but high enough that one
// benchmarking client is never refused; so do the sign-in limits (per account and per IP).
const server = await spawnServer({ LOG_LEVEL: 'error', ...loginBenchEnv }, { command: 'compiled' });
const rows: Row[] = [];
const started = new Date();
try {
  if (full) {
    // 1. JavaScript before the first render, as sent (brotli), in a real browser.
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      for (const route of budgetRoutes) {
        const f = await measureRoute(browser, server.url, route);
        rows.push([
          `${route} initial JS`,
          `${f.initialKB.toFixed(1)} KB (${f.initialFiles} files; ${f.allKB.toFixed(1)} KB by network idle)`,
          `<= ${budgetKB(route)} KB`,
          f.initialKB <= budgetKB(route),
        ]);
      }
      // Issue 8: the whole slots list, page after page, with no task over 50 ms.
      const paging = await pageThroughList(browser, server.url);
      rows.push([
        `/m/slot-games paged through (${paging.pages} pages)`,
        `${paging.longTasks} long tasks, longest ${paging.longestMs} ms` +
          (paging.onPages.length ? ` (turning to pages ${paging.onPages.join(', ')})` : ''),
        'no task > 50 ms',
        paging.longTasks === 0,
      ]);
    } finally {
      await browser.close();
    }

    // 2. Lighthouse mobile, each route beside a bare React app in the same run (issue 22).
    rows.push(...(await homeLightRows(server.url, chromiumPath)));
  }

  // 3. The settings endpoints next to a bare Fastify hello-world in the same run, 50 connections.
  const throughput = await apiThroughput(server.url);
  const hello = throughput[0]!;
  rows.push([hello.name, `${hello.requestsPerSecond} req/s, p99 ${hello.p99Ms} ms`, '', null]);
  for (const r of throughput.slice(1)) {
    rows.push([
      r.name,
      `${r.requestsPerSecond} req/s (${(r.ratio * 100).toFixed(0)}% of hello-world), p99 ${r.p99Ms} ms`,
      '>= 50%, p99 < 20 ms',
      r.ratio >= 0.5 && r.p99Ms < 20,
    ]);
  }

  // 3b. Issue 8: the game list next to hello-world and the name search on 100,000 games, on
  // PGlite and (DATABASE_URL) PostgreSQL, each on servers of its own (bench/catalogue.ts).
  rows.push(...(await catalogueRows({ search: full })));

  if (full) {
    // 4. For the record (no target): sign-ins per second, sealed body and argon2id each.
    rows.push([
      'POST /wps/session/login (sealed + argon2id)',
      `${await loginsPerSecond(server.url)} logins/s`,
      '',
      null,
    ]);

    // The demo vendor's slot: RTP measured over 1,000,000 rounds of its outcome function (no HTTP),
    // met when within 3 standard errors of the paytable's exact figure.
    const rtp = measureDemoRtp();
    rows.push([
      'demo slot RTP',
      formatRtp(rtp),
      `${(rtp.configured * 100).toFixed(2)}% ± 3 SE`,
      Math.abs(rtp.measured - rtp.configured) <= 3 * rtp.standardError,
    ]);
  }
} finally {
  await server.stop();
}
// Issue 11: start-up before and after the production build, and 1 and 2 workers on PostgreSQL,
// on servers of their own once the one above is gone.
if (full) rows.push(...(await startupRows()));
rows.push(...(await workerRows()));
// Issue 18: signed seamless-wallet calls and a grown ledger on PostgreSQL, on a server of its own.
if (full) rows.push(...(await walletRows()));
// Issue 20: a team of 100,000 on PostgreSQL, in a schema of its own.
if (full) rows.push(...(await agentTeamRows()));
// Issue 21: a lottery issue of 100,000 orders settled on PostgreSQL, and each play's return.
if (full) rows.push(...(await lotteryRows()));
// Issue 9: kill -9 under load, on servers of its own.
if (full) rows.push(...(await crashRows()));
// Issue 19: the event loop during maximal uploads, the server in this process (PostgreSQL when
// DATABASE_URL is set, else embedded).
if (full) rows.push(...(await uploadLagRows()));

const cell = (s: string) => s.replace(/\|/g, '\\|');
console.log(
  `\nissue 7, 8, 9, 11 and 18 figures, ${started.toISOString().slice(0, 10)}` +
    (full ? ` (Lighthouse: median of ${lighthouseRuns} runs)\n` : ' (BENCH_ONLY=throughput)\n'),
);
console.log('| figure | value | target | met |');
console.log('|---|---|---|---|');
for (const [figure, value, target, met] of rows)
  console.log(
    `| ${cell(figure)} | ${cell(value)} | ${cell(target)} | ${met === null ? '' : met ? 'yes' : 'NO'} |`,
  );
