// `npm run bench`: prints the foundation's figures. Targets (issue 2) as the product grows:
// home initial JS <= 110 KB gz, Lighthouse performance >= 98, accessibility 100.
import { findChromium } from '../tools/chromium.ts';
import { spawnServer } from '../tools/spawn-server.ts';
import { homeInitialJs } from './initial-js.ts';
import { lighthouseScores } from './lighthouse.ts';
import { loginBenchEnv, loginsPerSecond } from './logins.ts';
import { helloWorldRps, requestsPerSecond } from './throughput.ts';

const chromiumPath = findChromium();
// The per-IP rate limit stays on (its cost is part of every request) but high enough that one
// benchmarking client is never refused; so do the sign-in limits (per account and per IP).
const server = await spawnServer({ LOG_LEVEL: 'error', ...loginBenchEnv });
const rows: [string, string, string][] = [];
try {
  const js = await homeInitialJs(server.url, chromiumPath);
  rows.push([
    'home initial JS (gzip -9)',
    `${js.gzKB.toFixed(1)} KB (${js.files.length} files, ${js.rawKB.toFixed(1)} KB raw)`,
    '<= 110 KB',
  ]);

  const lh = await lighthouseScores(`${server.url}/m/home`, chromiumPath);
  rows.push(['Lighthouse mobile performance', String(lh.performance), '>= 98']);
  rows.push(['Lighthouse accessibility', String(lh.accessibility), '100']);
  rows.push(['  LCP / TBT / CLS', `${lh.lcpMs} ms / ${lh.tbtMs} ms / ${lh.cls}`, '']);
  if (lh.failedA11y.length) rows.push(['  failing a11y audits', lh.failedA11y.join(', '), '']);

  const statusRps = await requestsPerSecond(`${server.url}/wps/system/status`);
  const helloRps = await helloWorldRps();
  rows.push(['GET /wps/system/status', `${statusRps} req/s`, '']);
  rows.push(['bare Fastify hello-world', `${helloRps} req/s`, '']);
  rows.push(['ratio status / hello-world', (statusRps / helloRps).toFixed(2), '']);

  const logins = await loginsPerSecond(server.url);
  rows.push(['POST /wps/session/login (sealed + argon2id)', `${logins} logins/s`, '']);
} finally {
  await server.stop();
}
const width = Math.max(...rows.map((r) => r[0].length));
for (const [name, value, target] of rows) {
  console.log(`${name.padEnd(width)}  ${value}${target ? `   (target ${target})` : ''}`);
}
