import type { Db } from '../db/db.ts';

/**
 * Runs `fn` while holding the advisory lock `name` (per schema, so that test schemas on one
 * PostgreSQL server do not lock each other out). `wait: false` (default) answers false at once,
 * without running `fn`, when another process holds it; `wait: true` waits for it.
 *
 * On PostgreSQL the lock is a transaction lock, held by one pooled connection for as long as `fn`
 * runs on the others. PGlite has one connection, which a transaction would block for `fn`, and
 * one process (db/dir-lock.ts), so there a session lock is taken and given back around `fn`: the
 * same key, never contended by another process.
 */
export async function withAdvisoryLock(
  db: Db,
  name: string,
  fn: () => Promise<void>,
  { wait = false }: { wait?: boolean } = {},
): Promise<boolean> {
  const key = `hashtext('mgp.' || $1 || ':' || current_schema())`;
  if (db.engine === 'pglite') {
    const [row] = await db.query<{ got: boolean }>(`SELECT pg_try_advisory_lock(${key}) AS got`, [
      name,
    ]);
    if (!row?.got) return false;
    try {
      await fn();
    } finally {
      await db.query(`SELECT pg_advisory_unlock(${key})`, [name]);
    }
    return true;
  }
  return db.transaction(
    async (tx) => {
      const lock = wait
        ? `SELECT pg_advisory_xact_lock(${key}) IS NULL AS got`
        : `SELECT pg_try_advisory_xact_lock(${key}) AS got`;
      const [row] = await tx.query<{ got: boolean }>(lock, [name]);
      if (!wait && !row?.got) return false;
      await fn();
      return true;
    },
    wait ? { unlimited: true } : {},
  );
}
