import pg from 'pg';
import type { Db, DbTimeouts, Queryable } from './db.ts';
import { DatabaseUnavailableError, INT8_OID, parseInt8, prepareParams } from './db.ts';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

// Per-pool type parsers, so that the same query returns the same JS values on both engines.
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * SQLSTATEs of a server that is going away or refusing work: connection exceptions (08), too
 * many connections, a statement cancelled by statement_timeout, shutting down or starting up.
 */
const UNAVAILABLE_STATES = /^(08...|53300|57014|57P0[1-3])$/;
/** Socket failures (refused, reset, unreachable) and node-postgres's own words for a lost link. */
const UNAVAILABLE_SYSCALLS =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|connection timeout/i;

/** Whether `err` says the database cannot be used now (as opposed to a query's own fault). */
export function isUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err instanceof DatabaseUnavailableError) return true;
  const code = (err as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SYSCALLS.test(code))
  )
    return true;
  return UNAVAILABLE_MESSAGES.test(err.message);
}

const unavailable = (err: unknown): unknown =>
  isUnavailable(err) && !(err instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError('database unavailable', { cause: err })
    : err;

/** node-postgres reads `query_timeout` per query (client.js), though its types do not say so. */
type TimedQuery = pg.QueryConfig & { query_timeout?: number | undefined };

const wrap = (conn: pg.Pool | pg.PoolClient, queryMs: number | undefined): Queryable => {
  const run = async (config: TimedQuery) => {
    try {
      // query_timeout: the client gives up even when the server (or the network) never answers.
      return await conn.query({ ...config, query_timeout: queryMs } as TimedQuery);
    } catch (err) {
      throw unavailable(err);
    }
  };
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const res = await run({ text: sql, values: prepareParams(params) });
      return res.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await run({ text: sql });
    },
  };
};

export interface PostgresOptions {
  /** A schema to create if missing and to put first on every connection's path (tests). */
  schema?: string | undefined;
  /** An idle pooled connection failed (the pool replaces it). */
  onIdleError?: ((err: Error) => void) | undefined;
  timeouts?: DbTimeouts | undefined;
}

/** A PostgreSQL server through a node-postgres pool (`DATABASE_URL`). */
export async function openPostgres(
  connectionString: string,
  { schema, onIdleError = () => {}, timeouts }: PostgresOptions = {},
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
  const serverOptions = [
    schema && `-c search_path=${quoteIdent(schema)}`,
    // The server cancels what the client stopped waiting for, so it does not hold locks on.
    timeouts && `-c statement_timeout=${timeouts.queryMs}`,
  ].filter(Boolean);
  const pool = new pg.Pool({
    connectionString,
    types: typeParsers,
    max: 10,
    ...(timeouts && { connectionTimeoutMillis: timeouts.connectMs }),
    // A dead peer (cable cut, host gone) is found by the kernel instead of never.
    keepAlive: true,
    ...(serverOptions.length && { options: serverOptions.join(' ') }),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onIdleError);
  const base = wrap(pool, timeouts?.queryMs);
  return {
    engine: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn, options = {}) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw unavailable(err);
      }
      // A checked-out client has no error listener of the pool's: without this one, the server
      // dropping the connection mid-transaction would be an unhandled 'error' event (a crash).
      let broken = false;
      const onError = () => (broken = true);
      client.on('error', onError);
      const tx = wrap(client, options.unlimited ? undefined : timeouts?.queryMs);
      try {
        if (options.unlimited && timeouts) {
          await tx.exec('BEGIN; SET LOCAL statement_timeout = 0');
        } else {
          await tx.exec('BEGIN');
        }
        const result = await fn(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (err) {
        // A lost connection rolls back on the server by itself; asking it would only wait.
        if (broken || isUnavailable(err)) broken = true;
        // A connection that cannot even roll back is discarded instead of returned to the pool.
        else await client.query('ROLLBACK').catch(() => (broken = true));
        throw err;
      } finally {
        // A discarded client keeps the listener: a late error on its socket must not crash either.
        if (!broken) client.removeListener('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
