import pg from 'pg';
import type { Db, Queryable } from './db.ts';
import { INT8_OID, parseInt8, prepareParams } from './db.ts';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

// Per-pool type parsers, so that the same query returns the same JS values on both engines.
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const wrap = (conn: pg.Pool | pg.PoolClient): Queryable => ({
  async query<T>(sql: string, params?: readonly unknown[]) {
    const res = await conn.query(sql, prepareParams(params));
    return res.rows as T[];
  },
  async exec(sql: string) {
    // Without parameters node-postgres uses the simple protocol, which runs several statements.
    await conn.query(sql);
  },
});

/** A PostgreSQL server through a node-postgres pool (`DATABASE_URL`). */
export async function openPostgres(
  connectionString: string,
  schema?: string,
  onIdleError: (err: Error) => void = () => {},
): Promise<Db> {
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    } catch (err) {
      // Two processes creating the same schema at once: the loser sees a duplicate, which is fine.
      if (!['42P06', '23505'].includes((err as { code?: string }).code ?? '')) throw err;
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    types: typeParsers,
    max: 10,
    ...(schema && { options: `-c search_path=${quoteIdent(schema)}` }),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onIdleError);
  const base = wrap(pool);
  return {
    engine: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        // A connection that cannot even roll back is discarded instead of returned to the pool.
        await client.query('ROLLBACK').catch(() => (broken = true));
        throw err;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
