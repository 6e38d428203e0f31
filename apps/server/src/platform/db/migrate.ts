import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const fileName = /^\d{3}-[a-z0-9-]+\.sql$/;

/**
 * Applies `migrations/NNN-name.sql` in order, each once, all in one transaction. The advisory lock
 * (per schema) makes a second process that starts at the same moment wait and then find nothing
 * left to do, instead of racing to create the same tables.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => fileName.test(f)).sort();
  return db.transaction(
    async (tx) => {
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtext('mgp.migrations:' || current_schema()))`,
      );
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
      const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
      const done = new Set(rows.map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        await tx.exec(await readFile(path.join(migrationsDir, file), 'utf8'));
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        applied.push(file);
      }
      return applied;
    },
    { unlimited: true },
  );
}
