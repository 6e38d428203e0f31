#!/usr/bin/env node
// `npm test`: every suite, in two lanes side by side. One runs the unit and component suite (quick,
// and it catches most mistakes) and then the server suite (PGlite, then PostgreSQL when
// DATABASE_URL is set); the other builds the app and runs the browser suite, the longest. Neither
// waits for the other, and each runs with the other loading the machine, as a test must hold on a
// machine several times slower than a quiet one. Each suite's output goes to its own log, printed
// whole when it ends, so that no two interleave.
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

console.log(
  'Two lanes side by side: unit then server, and browser; each suite prints its output when it ends.',
);
const [[unit, server], browser] = await Promise.all([
  (async () => {
    const unit = await run('unit and component suite', 'test:unit');
    return [unit, await run('server suite', 'test:server')];
  })(),
  run('browser suite', 'test:e2e'),
]);
process.exit(unit && server && browser ? 0 : 1);
