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
  /Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|not queryable|connection timeout/i;

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

/** node-postgres reads `query_timeout` per query (client.js), though its types do not say so. */
type TimedQuery = pg.QueryConfig & { query_timeout?: number | undefined };

/** After a failure that says the database is unavailable, for this long it counts as sick. */
const SICK_MS = 5_000;

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
  const connectMs = timeouts?.connectMs;
  const pool = new pg.Pool({
    connectionString,
    types: typeParsers,
    max: 10,
    // The connection attempt is limited (below), not the wait for a free connection: a burst of
    // requests on a healthy database queues as before; `acquire` sheds the queue when it is sick.
    Client: class extends pg.Client {
      constructor(config: pg.ClientConfig = {}) {
        super({ ...config, ...(connectMs && { connectionTimeoutMillis: connectMs }) });
      }
    },
    // A dead peer (cable cut, host gone) is found by the kernel instead of never.
    keepAlive: true,
    ...(serverOptions.length && { options: serverOptions.join(' ') }),
  });

  let sickUntil = 0;
  const unavailable = (err: unknown): unknown => {
    if (!isUnavailable(err)) return err;
    sickUntil = Date.now() + SICK_MS;
    return err instanceof DatabaseUnavailableError
      ? err
      : new DatabaseUnavailableError('database unavailable', { cause: err });
  };
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => {
    unavailable(err);
    onIdleError(err);
  });

  /**
   * A connection from the pool. While the database is healthy a request waits its turn however
   * long the queue; while it is sick (a failure in the last few seconds) it gives up after
   * `connectMs`, so that requests answer 503 instead of piling up behind dead connections.
   */
  const acquire = async (): Promise<pg.PoolClient> => {
    const pending = pool.connect();
    if (!connectMs) return pending.catch((err: unknown) => Promise.reject(unavailable(err)));
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_, reject) => {
      const check = () => {
        if (Date.now() < sickUntil) reject(new DatabaseUnavailableError('no free connection'));
        else timer = setTimeout(check, connectMs);
      };
      timer = setTimeout(check, connectMs);
    });
    try {
      return await Promise.race([pending, gaveUp]);
    } catch (err) {
      // Too late for this request: whatever the pool hands over later goes straight back.
      pending.then(
        (c) => c.release(),
        () => {},
      );
      throw unavailable(err);
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * Runs `fn` on a checked-out connection. A checked-out client has no error listener of the
   * pool's: without this one, the server dropping the connection would be an unhandled 'error'
   * event (a crash). A connection that failed, timed out or `fn` marks broken is discarded.
   */
  const withClient = async <T>(
    fn: (client: pg.PoolClient, broken: () => void) => Promise<T>,
  ): Promise<T> => {
    const client = await acquire();
    let broken = false;
    const onError = () => (broken = true);
    client.on('error', onError);
    try {
      return await fn(client, onError);
    } catch (err) {
      // A lost or timed-out connection may still be busy: never give it to another request.
      if (isUnavailable(err)) broken = true;
      throw unavailable(err);
    } finally {
      // A discarded client keeps the listener: a late error on its socket must not crash either.
      if (!broken) client.removeListener('error', onError);
      client.release(broken);
    }
  };

  const run = (client: pg.PoolClient, config: TimedQuery, queryMs: number | undefined) =>
    // query_timeout: the client gives up even when the server (or the network) never answers.
    client.query({ ...config, query_timeout: queryMs } as TimedQuery);

  const on = (client: pg.PoolClient, queryMs: number | undefined): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const res = await run(client, { text: sql, values: prepareParams(params) }, queryMs);
      return res.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await run(client, { text: sql }, queryMs);
    },
  });

  return {
    engine: 'postgres',
    query: (sql, params) =>
      withClient((client) => on(client, timeouts?.queryMs).query(sql, params)),
    exec: (sql) => withClient((client) => on(client, timeouts?.queryMs).exec(sql)),
    transaction: (fn, options = {}) =>
      withClient(async (client, broken) => {
        const tx = on(client, options.unlimited ? undefined : timeouts?.queryMs);
        await tx.exec(
          options.unlimited && timeouts ? 'BEGIN; SET LOCAL statement_timeout = 0' : 'BEGIN',
        );
        try {
          const result = await fn(tx);
          await tx.exec('COMMIT');
          return result;
        } catch (err) {
          // A lost connection rolls back on the server by itself; asking it would only wait.
          // One that cannot even roll back is discarded instead of returned to the pool.
          if (!isUnavailable(err)) await client.query('ROLLBACK').catch(broken);
          throw err;
        }
      }),
    close: () => pool.end(),
  };
}
