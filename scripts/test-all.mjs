#!/usr/bin/env node
// `npm test`: every suite, one after another: the unit and component suite (quick, and it catches
// most mistakes), the server suite (PGlite, then PostgreSQL when DATABASE_URL is set), then the
// browser suite. Side by side, the server and browser suites fought for the CPU: on a 2-core
// machine they took 28-32 min together (load average about 10) where one after the other they took
// about 13 (server 2.5 + 2.6 min, browser 7.4 min with its build, on a fast day). The browser suite
// runs its own two shards side by side (scripts/test-e2e.mjs): it mostly waits. The unit suite runs
// two workers (`--maxWorkers=2` in package.json): vitest's default, one less than the cores, is one
// here, and two took it from 196 s to 119 s (2026-11-28). Each suite's output goes to its own log,
// printed whole when it ends.
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

const unit = await run('unit and component suite', 'test:unit');
const server = await run('server suite', 'test:server');
const browser = await run('browser suite', 'test:e2e');
process.exit(unit && server && browser ? 0 : 1);
