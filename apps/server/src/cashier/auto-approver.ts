import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../platform/db/db.ts';
import { withAdvisoryLock } from '../platform/jobs/advisory-lock.ts';
import type { Money, MerchantRef } from '../money/money.ts';
import { createDepositDecisions } from './deposit-decisions.ts';
import { orderExpiryJob } from './order-expiry-job.ts';
import { createWithdrawDecisions } from './withdraw-decisions.ts';

/** What every job gets: the demo's delay (0: approve nothing, an operator decides). */
export interface AutoApproveContext {
  autoApproveSeconds: number;
  log: FastifyBaseLogger;
}

/** One job of the tick; answers how many orders it changed (for the log and for tests). */
export type AutoApproveJob = (ctx: AutoApproveContext) => Promise<number>;

export interface TickResult {
  /** False when another process held the lock and this one did nothing. */
  ran: boolean;
  changed: Record<string, number>;
}

/** Orders the demo approves: those that have waited in one state of one order table. */
export interface DueOrders {
  table: 'deposit_orders' | 'withdrawal_orders';
  status: string;
  /** When an order entered that state. */
  since: 'updated_at' | 'created_at';
  /** An SQL condition on the order `o` that leaves it to an operator. */
  leaveIf?: string;
}

/** Answers of an approval that mean "not for the auto-approver", not a failure. */
const SKIPPED = new Set(['order.state.conflict', 'deposit.reference.duplicate']);

/**
 * A job that approves, as an operator would, the orders that have waited `autoApproveSeconds` in
 * a state (0 approves none), oldest first, at most 100 a tick, except those `leaveIf` leaves to
 * an operator. One that an operator decided meanwhile (409), or that the approval itself leaves
 * to an operator, is skipped; any other failure is logged and the next order is tried.
 */
export function approvalJob(
  db: Db,
  due: DueOrders,
  approve: (merchant: MerchantRef, orderId: string) => Promise<unknown>,
): AutoApproveJob {
  return async ({ autoApproveSeconds, log }) => {
    if (autoApproveSeconds <= 0) return 0;
    const rows = await db.query<{
      order_id: string;
      merchant_code: string;
      currency: string;
      time_zone: string;
    }>(
      `SELECT o.order_id, o.merchant_code, m.currency_code AS currency, m.time_zone
         FROM ${due.table} o JOIN merchants m ON m.code = o.merchant_code
        WHERE o.status = $2 AND o.${due.since} <= now() - make_interval(secs => $1)
          ${due.leaveIf ? `AND NOT (${due.leaveIf})` : ''}
        ORDER BY o.${due.since} LIMIT 100`,
      [autoApproveSeconds, due.status],
    );
    let approved = 0;
    for (const o of rows) {
      try {
        await approve(
          { code: o.merchant_code, currencyCode: o.currency, timeZone: o.time_zone },
          o.order_id,
        );
        approved++;
      } catch (err) {
        if (!SKIPPED.has((err as { errorCode?: string }).errorCode ?? '')) {
          log.error({ err, orderId: o.order_id, table: due.table }, 'auto-approval failed');
        }
      }
    }
    return approved;
  };
}

/**
 * The demo's approvals (issue 9): in demo mode (DEMO=1; autoApproveSeconds > 0), every second it
 * approves deposits submitted and withdrawals pending that long ago; never a deposit whose payer
 * reference another order carries too (issue 19: the operator sees those flagged). Its tick is a
 * repeating task of the jobs module, one process at a time (an advisory lock). Other demo
 * approvals plug in with `add`. Tests `pause()` it and call `runOnce()` instead.
 */
export function createAutoApprover(
  db: Db,
  money: Money,
  options: { autoApproveSeconds: number; log: FastifyBaseLogger },
) {
  const jobs = new Map<string, AutoApproveJob>();
  const deposits = createDepositDecisions(db, money);
  const withdrawals = createWithdrawDecisions(db, money);
  let paused = false;
  let running: Promise<TickResult> | null = null;

  jobs.set(
    'deposits.approve',
    approvalJob(
      db,
      {
        table: 'deposit_orders',
        status: 'submitted',
        since: 'updated_at',
        // A payer reference that another order carries too: one payment claimed twice, maybe.
        leaveIf: `EXISTS (SELECT 1 FROM deposit_orders d WHERE d.merchant_code = o.merchant_code
                     AND d.reference_key = o.reference_key AND d.id <> o.id)`,
      },
      (m, id) => deposits.approve(m, id, { unlessDuplicateReference: true }),
    ),
  );
  jobs.set(
    'withdrawals.approve',
    approvalJob(
      db,
      { table: 'withdrawal_orders', status: 'pending', since: 'created_at' },
      (m, id) => withdrawals.approve(m, id),
    ),
  );

  async function tick(): Promise<TickResult> {
    const changed: Record<string, number> = {};
    const ctx = { autoApproveSeconds: options.autoApproveSeconds, log: options.log };
    const ran = await withAdvisoryLock(db, 'auto-approver', async () => {
      for (const [name, job] of jobs) {
        try {
          changed[name] = await job(ctx);
        } catch (err) {
          options.log.error({ err, job: name }, 'auto-approver job failed');
        }
      }
    });
    return { ran, changed };
  }

  return {
    /** Adds a job to every tick (names are unique; adding one twice replaces it). */
    add(name: string, job: AutoApproveJob): void {
      jobs.set(name, job);
    },

    /** One tick now; a tick already running in this process is awaited instead of doubled. */
    runOnce(): Promise<TickResult> {
      running ??= tick().finally(() => (running = null));
      return running;
    },

    /** The jobs module's tick: nothing while paused. */
    async tick(): Promise<void> {
      if (!paused) await this.runOnce();
    },

    /** No more ticks from the jobs module (a tick in flight is awaited); `runOnce` still runs. */
    async pause(): Promise<void> {
      paused = true;
      await running?.catch(() => {});
    },
  };
}

export type AutoApprover = ReturnType<typeof createAutoApprover>;

declare module 'fastify' {
  interface FastifyInstance {
    autoApprover: AutoApprover;
  }
}

/** The order expiry job and the demo's approvals, on the jobs module. */
async function autoApproverPlugin(app: FastifyInstance) {
  const approver = createAutoApprover(app.db, app.money, {
    autoApproveSeconds: app.config.autoApproveSeconds,
    log: app.log.child({ job: 'auto-approver' }),
  });
  app.decorate('autoApprover', approver);
  // Not demo-only: orders expire in production too.
  await app.jobs.define(orderExpiryJob(app.db));
  // Its delay is 0 (it approves nothing) outside demo mode; the demo's start line names it. The
  // jobs module runs it from start to stop, never twice at once in a process.
  app.jobs.repeat({ name: 'cashier.auto-approve', everyMs: 1_000, run: () => approver.tick() });
}

export default fp(autoApproverPlugin, {
  name: 'auto-approver',
  dependencies: ['database', 'jobs'],
});
