// `npm run money:check -w @app/server`: proves the books against the journal on the database the
// environment names (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first, PGlite
// is opened by one process). Prints what it checked; exits 1 on any mismatch.
import { loadDatabaseConfig } from '../config.ts';
import { openDb } from '../platform/db/db.ts';
import { checkBalances, checkRollups } from './check.ts';

const config = loadDatabaseConfig();
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  schema: config.databaseSchema,
});
try {
  const balances = await checkBalances(db);
  const rollups = await checkRollups(db);
  console.log(
    `accounts: ${balances.accounts} checked, ${balances.mismatches.length} whose balance is not ` +
      `the sum of their lines`,
  );
  for (const m of balances.mismatches) console.log('  balance', JSON.stringify(m));
  console.log(`member-day rollups: ${rollups.length} rows that disagree with the ledger and bets`);
  for (const m of rollups) console.log('  rollup', JSON.stringify(m));
  process.exitCode = balances.mismatches.length + rollups.length === 0 ? 0 : 1;
} finally {
  await db.close();
}
