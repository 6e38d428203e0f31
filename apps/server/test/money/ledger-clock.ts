import type { FastifyInstance } from 'fastify';

/**
 * Gives the money module's SQL functions a clock of the test's own: a `now()` in the app's
 * schema, put before pg_catalog on those functions' search path only, reading a one-row table.
 * Every instant a movement counts on (entry created_at, bet settled_at, the member's day) is
 * taken from now() inside them (migration 016), so a history can cross the merchant's midnight.
 */
export async function useClock(app: FastifyInstance) {
  const [{ schema }] = (await app.db.query<{ schema: string }>(
    'SELECT current_schema() AS schema',
  )) as [{ schema: string }];
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  await app.db.query('CREATE TABLE IF NOT EXISTS test_clock (at timestamptz NOT NULL)');
  await app.db.query('DELETE FROM test_clock');
  await app.db.query("INSERT INTO test_clock VALUES ('2026-01-01T00:00:00Z')");
  await app.db.query(
    `CREATE OR REPLACE FUNCTION ${q(schema)}.now() RETURNS timestamptz LANGUAGE sql STABLE
       AS 'SELECT at FROM ${q(schema)}.test_clock'`,
  );
  for (const fn of ['money_post', 'money_rollup_add', 'wallet_call'])
    await app.db.query(`ALTER FUNCTION ${fn} SET search_path = ${q(schema)}, pg_catalog`);
  return {
    set: (at: Date) => app.db.query('UPDATE test_clock SET at = $1', [at.toISOString()]),
    advance: (seconds: number) =>
      app.db.query("UPDATE test_clock SET at = at + $1 * interval '1 second'", [seconds]),
  };
}
export type Clock = Awaited<ReturnType<typeof useClock>>;
