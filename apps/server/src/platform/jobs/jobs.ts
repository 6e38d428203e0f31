import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/db.ts';
import { withAdvisoryLock } from './advisory-lock.ts';
import { createJobRunsRepository, type RunKey } from './job-runs-repository.ts';
import { periodOf, type JobEvery } from './periods.ts';

export interface JobContext {
  merchantCode: string;
  timeZone: string;
  /** The period being run, in the merchant's time zone (periods.ts). */
  period: string;
  /** 1 for the first try; more when an earlier try threw or its process died. */
  attempt: number;
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  /** Also the pg-boss queue's name: letters, digits, `.`, `-`, `_`. */
  name: string;
  every: JobEvery;
  /** Answers how many rows it changed (shown to the operator), or nothing. */
  run(ctx: JobContext): Promise<number | void>;
  /** Tries after the first one that throws (default 2), each `retryDelaySeconds` later (30). */
  retries?: number;
  retryDelaySeconds?: number;
  /** A try running this long is taken as dead (its process crashed) and tried again (300). */
  expireInSeconds?: number;
}

export interface RepeatingTask {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobsOptions {
  log: FastifyBaseLogger;
  /** pg-boss's own tables live in this schema (created on start). */
  schema: string;
  /** How often each process looks for a new period to queue (ms). */
  tickMs?: number;
  /** How often each process asks the queue for work (s, at least 0.5). */
  pollingSeconds?: number;
}

const LOCKED = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

/**
 * pg-boss speaks to the database through our Db (both engines, one pool): it sends single
 * statements with parameters, and its own schema changes as several statements without any, most
 * wrapped in BEGIN ... COMMIT. Those run in our transaction instead: when one fails (pg-boss's
 * "already migrated" check fails on purpose when several processes start at once), ours rolls back
 * on its connection, where the text's own BEGIN would leave a pooled connection aborted.
 */
function bossAdapter(db: Db, stopped: () => boolean) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // After stop, pg-boss may still finish a fetch it had sent and mark what it fetched
      // (complete or fail) without awaiting it: by then the pool may be closed, so the statement
      // is not sent, and the answer is none (its types say rows; its code reads none as nothing
      // changed). The job stays active, expires and is tried again by a running process.
      if (stopped()) return null as never;
      if (!values?.length && text.trim().replace(/;\s*$/, '').includes(';')) {
        const body = LOCKED.exec(text)?.[1];
        if (body) await db.transaction((tx) => tx.exec(body), { unlimited: true });
        else await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query(text, values) };
    },
  };
}

/** One queue job per (job, merchant, period): every process sends the same id, the first wins. */
const jobId = (k: RunKey) => {
  const h = createHash('sha256').update(`${k.job}\0${k.merchantCode}\0${k.period}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * The jobs module (issue 18 item 5): named jobs, each run once per period of each merchant's
 * clock, across every process on the database. Each process queues the current period of every
 * job and merchant into pg-boss under a fixed id (so the period is queued once), pg-boss hands it
 * to one worker, retries it when it throws or its process dies, and `job_runs` records it: a
 * period that finished is never run again, whatever the queue does later (a job id reused after
 * pg-boss archived it, a restart).
 */
export function createJobs(db: Db, options: JobsOptions) {
  const definitions = new Map<string, JobDefinition>();
  const runs = createJobRunsRepository(db);
  const log = options.log;
  let boss: PgBoss | null = null;
  /**
   * The running queue's state, one per start: `closing` from the start of stop (a job fetched
   * from then on is not begun: it fails and is tried again later), `closed` once pg-boss has
   * stopped (nothing reaches the database; the app may close its pool).
   */
  let life = { closing: false, closed: false };
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  const repeating: RepeatingTask[] = [];
  const repeatTimers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();

  function startRepeating(task: RepeatingTask) {
    let running: Promise<void> | null = null;
    const t = setInterval(() => {
      if (running) return;
      running = task
        .run()
        .catch((err: unknown) => log.error({ err, task: task.name }, 'repeating task failed'))
        .then(() => void 0)
        .finally(() => {
          inFlight.delete(running!);
          running = null;
        });
      inFlight.add(running);
    }, task.everyMs);
    t.unref();
    repeatTimers.push(t);
  }

  async function runPeriod(def: JobDefinition, data: Omit<RunKey, 'job'> & { timeZone: string }) {
    const key = { job: def.name, merchantCode: data.merchantCode, period: data.period };
    const attempt = await runs.claim(key);
    if (attempt === null) return;
    try {
      const result = await def.run({ ...data, attempt, log: log.child(key) });
      await runs.finish(key, { result: typeof result === 'number' ? result : null });
    } catch (err) {
      log.error({ err, ...key, attempt }, 'job failed');
      await runs.finish(key, { error: err instanceof Error ? err.message : String(err) });
      throw err;
    }
  }

  async function listen(b: PgBoss, def: JobDefinition, state: typeof life) {
    // pg-boss 10 deadlocks when processes create one queue at once (a cluster's workers starting).
    await withAdvisoryLock(
      db,
      `jobs.queues:${options.schema}`,
      async () => {
        await b.createQueue(def.name, {
          name: def.name,
          retryLimit: def.retries ?? 2,
          retryDelay: def.retryDelaySeconds ?? 30,
          expireInSeconds: def.expireInSeconds ?? 300,
        });
      },
      { wait: true },
    );
    await b.work<Omit<RunKey, 'job'> & { timeZone: string }>(
      def.name,
      { pollingIntervalSeconds: options.pollingSeconds ?? 2 },
      async ([job]) => {
        // A fetch answered once stop began: the job is tried again later, in a live process.
        if (state.closing) throw new Error('the jobs module is stopping');
        if (job) await runPeriod(def, job.data);
      },
    );
  }

  /** Queues the period `at` falls in, for every job (or the one named) and every merchant. */
  async function enqueue(at: Date, only?: string): Promise<void> {
    if (!boss) return;
    const merchants = await db.query<{ code: string; time_zone: string }>(
      'SELECT code, time_zone FROM merchants ORDER BY code',
    );
    for (const def of definitions.values()) {
      if (only && def.name !== only) continue;
      for (const m of merchants) {
        const data = {
          merchantCode: m.code,
          timeZone: m.time_zone,
          period: periodOf(at, m.time_zone, def.every),
        };
        await boss.send(def.name, data, { id: jobId({ job: def.name, ...data }) });
      }
    }
  }

  return {
    runs,

    /** Adds a job (a domain's plugin, before or after start). */
    async define(def: JobDefinition): Promise<void> {
      definitions.set(def.name, def);
      if (boss) await listen(boss, def, life);
    },

    /**
     * A task run every `everyMs` in each process from start to stop, never twice at once in one
     * process (one across processes is the task's own lock): work with no period, such as folding
     * what changed into aggregates.
     */
    repeat(task: RepeatingTask): void {
      repeating.push(task);
      if (boss) startRepeating(task);
    },

    /** Queues the current period (or the one `at` falls in) now instead of at the next tick. */
    enqueue(at = new Date(), only?: string): Promise<void> {
      return enqueue(at, only);
    },

    async start(): Promise<void> {
      if (boss) return;
      const state = { closing: false, closed: false };
      life = state;
      const b = new PgBoss({
        db: bossAdapter(db, () => state.closed),
        schema: options.schema,
        schedule: false,
      });
      b.on('error', (err) => log.error({ err }, 'job queue'));
      // One process at a time installs pg-boss's schema: its own lock is taken inside the install's
      // transaction, whose stale catalog snapshot then misses the schema another process just
      // made ("duplicate key value violates unique constraint pg_namespace_nspname_index").
      await withAdvisoryLock(
        db,
        `jobs.install:${options.schema}`,
        async () => void (await b.start()),
        {
          wait: true,
        },
      );
      boss = b;
      for (const def of definitions.values()) await listen(b, def, state);
      for (const task of repeating) startRepeating(task);
      timer = setInterval(() => {
        ticking ??= enqueue(new Date())
          .catch((err: unknown) => log.error({ err }, 'queueing job periods'))
          .finally(() => (ticking = null));
      }, options.tickMs ?? 5_000);
      timer.unref();
    },

    /** Stops queueing, lets the runs in flight finish (up to `timeoutMs`), then lets go. */
    async stop(timeoutMs = 8_000): Promise<void> {
      const state = life;
      state.closing = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const t of repeatTimers.splice(0)) clearInterval(t);
      await ticking;
      await Promise.all(inFlight);
      const b = boss;
      boss = null;
      await b?.stop({ graceful: true, wait: true, timeout: timeoutMs });
      state.closed = true;
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
