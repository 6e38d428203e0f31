#!/usr/bin/env node
// The browser suite, in shards side by side when E2E_SHARDS asks for more than one. Each shard is
// a vitest run of its own with its own server and embedded database (e2e/global-setup.ts runs once
// per run), so a test that puts the merchant in maintenance or uses up a rate limit cannot touch
// another shard's tests. Most of a browser test's time is spent waiting (for the page, for the
// one-second demo approver, for the team figures' fold), so two shards on two cores take well
// under the time of one. Files go to the shards by their usual duration (longest first, each to
// the shard with the least so far), not by vitest's `--shard`, which splits by name and once put
// the five longest files in one shard. Each shard's output is printed whole when it ends. Extra
// arguments (a file filter) run as one vitest run instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, runVitestInBackground } from './run-vitest.mjs';

// Two shards unless E2E_SHARDS says otherwise: on 2026-11-28 (a slow day) they finished in
// 7.6-7.9 min where one run took 18.6 in CI, which CI's 30 minutes need. On 2026-11-27 a
// home-widgets test (and once a lottery one) twice waited in vain for a below-the-fold widget in the
// second shard, not seen in the two runs since: a wait that gives up now names what the page met
// (e2e/support/scroll.ts, browser.ts), so a repeat says why.
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
const dir = mkdtempSync(path.join(tmpdir(), 'e2e-shards-'));
const started = Date.now();

// Chromium found (or installed) once, before the shards' setups would race to install it.
execFileSync(
  process.execPath,
  ['--import', 'tsx', '-e', "(await import('./tools/chromium.ts')).findChromium()"],
  { cwd: root, stdio: 'inherit' },
);

// Seconds each file took on a quiet 2-core machine, one file at a time (2026-11-27); a file not
// named here counts as a short one.
const usualSeconds = {
  'layout.test.ts': 53,
  'install.test.ts': 48,
  'lottery.test.ts': 45,
  'content-xss.test.ts': 43,
  'bundle-budget.test.ts': 38,
  'messages.test.ts': 34,
  'accounts-password.test.ts': 31,
  'accounts-login.test.ts': 28,
  'first-screen.test.ts': 28,
  'agent.test.ts': 23,
  'games-launch.test.ts': 21,
  'home-extras.test.ts': 21,
  'promotions.test.ts': 20,
  'accounts-logout.test.ts': 19,
};
const SHORT_FILE_SECONDS = 12;

/** The test files split into `count` groups of about equal time. */
function groups(count) {
  const files = readdirSync(path.join(root, 'e2e/tests')).filter((f) => f.endsWith('.test.ts'));
  const weight = (f) => usualSeconds[f] ?? SHORT_FILE_SECONDS;
  const buckets = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of files.sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = buckets.reduce((min, b) => (b.seconds < min.seconds ? b : min));
    lightest.seconds += weight(file);
    lightest.files.push(`tests/${file}`);
  }
  return buckets.map((b) => b.files);
}

const filter = process.argv.slice(2);
const runs = filter.length ? [filter] : groups(shards);

// E2E_SHARDS_LIST=1 prints the groups and runs nothing.
if (process.env.E2E_SHARDS_LIST === '1') {
  for (const files of runs) console.log(files.join(' '));
  process.exit(0);
}

const results = await Promise.all(
  runs.map(async (files, i) => {
    const shard = `${i + 1}/${runs.length}`;
    const log = path.join(dir, `shard-${i + 1}.log`);
    const ok = await runVitestInBackground({
      label: `browser suite, shard ${shard} (Chromium against a server of its own on embedded PGlite)`,
      args: ['--project', 'e2e', ...files],
      log,
    });
    console.log(`\n---- browser suite, shard ${shard}: its output ----\n`);
    process.stdout.write(readFileSync(log, 'utf8'));
    const at = ((Date.now() - started) / 60_000).toFixed(1);
    console.log(`\n---- shard ${shard} ${ok ? 'passed' : 'FAILED'} (after ${at} min) ----\n`);
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
