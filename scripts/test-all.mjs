#!/usr/bin/env node
// `npm test`: every suite. The unit and component suite first, alone (quick, and it catches most
// mistakes), then the server suite (PGlite, then PostgreSQL when DATABASE_URL is set) and the
// browser suite side by side: neither waits for the other, and each runs with the other loading
// the machine, as a test must hold on a machine several times slower than a quiet one. Each
// suite's output goes to its own log, printed whole when it ends, so that no two interleave.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './run-vitest.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

function run(name, script) {
  return new Promise((resolve) => {
    const log = path.join(dir, `${name}.log`);
    const out = createWriteStream(log);
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('close', (code) => {
      const ok = code === 0;
      out.end(() => {
        console.log(`\n======== ${name}: its output ========\n`);
        process.stdout.write(readFileSync(log, 'utf8'));
        console.log(`\n======== ${name} ${ok ? 'passed' : 'FAILED'} (at ${minutes()}) ========\n`);
        resolve(ok);
      });
    });
  });
}

// The unit suite alone: its component tests wait 1 s for the screen (testing-library's default)
// and, beside the browser suite's build and Chromium, some waited longer (CI, 2026-11-25).
const unit = await run('unit and component suite', 'test:unit');
console.log('Server and browser suites start side by side; each prints its output when it ends.');
const [server, browser] = await Promise.all([
  run('server suite', 'test:server'),
  run('browser suite', 'test:e2e'),
]);
process.exit(unit && server && browser ? 0 : 1);
