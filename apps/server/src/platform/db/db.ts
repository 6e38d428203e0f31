/**
 * The one storage interface. Both engines speak PostgreSQL, so there is one set of migrations and
 * one set of queries; only connection handling differs (./pglite.ts, ./postgres.ts).
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * Start-up work (migrations, the seed, waiting for another process's advisory lock): no query
   * time limit. Requests never set it, so that a slow database answers 503 instead of hanging.
   */
  unlimited?: boolean;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Inside,
   * use only `tx`: on PGlite (one connection) a query on the outer `Db` would wait for the
   * transaction to end, which never happens.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/**
 * The database server cannot be reached, dropped the connection or did not answer in time
 * (PostgreSQL only: the embedded engine lives in the process). The error handler answers 503
 * `service.unavailable`; the original error is the `cause`, for the log.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** Limits of a PostgreSQL server's connections (DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS). */
export interface DbTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One query: the client gives up (and drops the connection), the server cancels it. */
  queryMs: number;
}

export interface DbOptions {
  /** A PostgreSQL server; when unset the embedded engine runs on `dataDir`. */
  databaseUrl?: string | undefined;
  /** Embedded engine directory, or `memory://`. */
  dataDir: string;
  /** PostgreSQL only: a schema to create if missing and to put first on every connection's path. */
  schema?: string | undefined;
  /** PostgreSQL only: an idle pooled connection failed (the pool replaces it). */
  onIdleError?: (err: Error) => void;
  /** PostgreSQL only; unset: no limits (tools and tests that open a database directly). */
  timeouts?: DbTimeouts | undefined;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, {
      schema: options.schema,
      onIdleError: options.onIdleError,
      timeouts: options.timeouts,
    });
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}

/**
 * int8 (ids, money in minor units) arrives as text. Both engines turn it into a JS number the same
 * way, and refuse a value a double cannot hold exactly rather than silently rounding money.
 */
export function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`int8 value ${text} is outside the safe integer range; select it ::text`);
  }
  return n;
}

/** Parameters: BigInt travels as text so that neither driver has to know about it. */
export const prepareParams = (params: readonly unknown[] = []): unknown[] =>
  params.map((p) => (typeof p === 'bigint' ? p.toString() : p));

export const INT8_OID = 20;
