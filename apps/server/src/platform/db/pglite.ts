import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db.ts';
import { INT8_OID, parseInt8, prepareParams } from './db.ts';
import { acquireDirLock } from './dir-lock.ts';

const wrap = (conn: PGlite | Transaction): Queryable => ({
  async query<T>(sql: string, params?: readonly unknown[]) {
    const res = await conn.query<T>(sql, prepareParams(params));
    return res.rows;
  },
  async exec(sql: string) {
    await conn.exec(sql);
  },
});

export interface PgliteOptions {
  /**
   * In-memory only: start from this dump (PGlite `dumpDataDir`) instead of running initdb, which
   * takes seconds. Test suites create many databases; see test/helpers/pglite-template.ts.
   */
  template?: Blob;
}

/** An embedded database, which can also be copied whole (a template for test databases). */
export interface PgliteDb extends Db {
  /** The whole cluster as a tarball, for `PgliteOptions.template`. */
  dumpDataDir(): Promise<Blob>;
}

/** Embedded PostgreSQL (WASM). One process owns a data directory; a lock file enforces that. */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<PgliteDb> {
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  let target = dataDir;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDirLock(dataDir);
    target = path.join(dataDir, 'pgdata');
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(target, {
      parsers: { [INT8_OID]: parseInt8, [types.NUMERIC]: (v: string) => v },
      // Bundled with PGlite, loaded on demand; migration 003 creates it (trigram name search).
      extensions: { pg_trgm },
      ...(inMemory && options.template && { loadDataDir: options.template }),
    });
  } catch (err) {
    release();
    throw err;
  }
  const base = wrap(pg);
  return {
    engine: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    dumpDataDir: async () => (await pg.dumpDataDir('none')) as Blob,
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        release();
      }
    },
  };
}
