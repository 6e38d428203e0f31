#!/usr/bin/env node
// The server suite on both storage engines (ARCHITECTURE.md "Tests"): always on embedded PGlite,
// then again on the PostgreSQL server named by DATABASE_URL when it is set. Extra arguments go to
// vitest (e.g. a file filter). Exits non-zero when either run fails. With REQUIRE_POSTGRES=1 (as
// CI sets it) a missing DATABASE_URL is a failure, not a skipped run.
import { runVitest } from './run-vitest.mjs';

const args = ['--project', 'server', ...process.argv.slice(2)];

/** The URL without its password, for the log. */
function describeUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

const { DATABASE_URL: databaseUrl, ...withoutDatabase } = process.env;
const runs = [{ engine: 'PGlite (embedded, in memory)', env: withoutDatabase }];
if (databaseUrl) {
  runs.push({ engine: `PostgreSQL at ${describeUrl(databaseUrl)}`, env: { ...process.env } });
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error(
    'REQUIRE_POSTGRES=1 but DATABASE_URL is not set: the PostgreSQL run cannot happen.',
  );
  process.exit(1);
} else {
  console.log('DATABASE_URL is not set: the PostgreSQL run is skipped.');
}

const results = runs.map(({ engine, env }) => {
  console.log(`\n=== server tests on ${engine} ===\n`);
  return { engine, ok: runVitest({ label: `server suite on ${engine}`, args, env }) };
});

console.log('\n=== server tests: summary ===');
for (const { engine, ok } of results) console.log(`${ok ? 'passed' : 'FAILED'}  ${engine}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
