// `npm run money:check -w @app/server`: proves the books against the journal, and the agents' team
// rows against the member rows they fold, on the database the environment names (DATABASE_URL, or
// the embedded one in DATA_DIR; stop the server first, PGlite is opened by one process). Prints
// what it checked; exits 1 on any mismatch.
import { loadDatabaseConfig } from '../config.ts';
import { openDb } from '../platform/db/db.ts';
import { checkTeamRows, checkUnfolded } from '../agents/team-check.ts';
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
  const unfolded = await checkUnfolded(db);
  const teams = await checkTeamRows(db);
  console.log(
    `team rows: ${unfolded.length} member-day rows never folded into them (older than the fold's ` +
      `days), ${teams.length} rows that disagree with what was folded`,
  );
  for (const m of unfolded) console.log('  unfolded', JSON.stringify(m));
  for (const m of teams) console.log('  team', JSON.stringify(m));
  const wrong = balances.mismatches.length + rollups.length + unfolded.length + teams.length;
  process.exitCode = wrong === 0 ? 0 : 1;
} finally {
  await db.close();
}
