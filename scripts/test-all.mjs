#!/usr/bin/env node
// `npm test`: every suite. The unit and component suite first (quick, and it catches most
// mistakes), then the server suite (PGlite, then PostgreSQL when DATABASE_URL is set) and the
// browser suite side by side: neither waits for the other, and each runs with the other loading
// the machine, as a test must hold on a machine several times slower than a quiet one. Each
// suite's output goes to its own log, printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './run-vitest.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

function run(name, script, { quiet }) {
  return new Promise((resolve) => {
    const log = path.join(dir, `${name}.log`);
    const out = quiet ? createWriteStream(log) : null;
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (out) {
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', (code) => {
      const ok = code === 0;
      const finish = () => {
        if (quiet) {
          console.log(`\n======== ${name}: its output ========\n`);
          process.stdout.write(readFileSync(log, 'utf8'));
        }
        console.log(`\n======== ${name} ${ok ? 'passed' : 'FAILED'} (at ${minutes()}) ========\n`);
        resolve(ok);
      };
      if (out) out.end(finish);
      else finish();
    });
  });
}

const unit = await run('unit and component suite', 'test:unit', { quiet: false });
console.log('Server and browser suites start side by side; each prints its output when it ends.');
const [server, browser] = await Promise.all([
  run('server suite', 'test:server', { quiet: true }),
  run('browser suite', 'test:e2e', { quiet: true }),
]);
process.exit(unit && server && browser ? 0 : 1);
