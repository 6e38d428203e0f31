import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposit, getDepositOrder } from '@app/contract';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { okValue } from '../helpers/envelope.ts';
import { key, member, submittedOrder } from './cashier-support.ts';
import { periodOf } from '../../src/platform/jobs/periods.ts';
import { settledRun } from '../platform/jobs/jobs-support.ts';

// Issue 9 "In demo mode an auto-approver approves after a configurable few seconds"; ARCHITECTURE
// "background jobs run in one process at a time (an advisory lock)". runOnce() instead of sleeps.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { OPERATOR_API_KEY: 'x'.repeat(20), DEMO_AUTO_APPROVE_SECONDS: '30' },
  });
  // Only runOnce() ticks here: the timer would approve behind the test's back.
  await t.app.autoApprover.pause();
});
afterAll(() => t?.close());

/** Moves an order's last change `seconds` into the past, as if time had passed. */
const age = (orderId: string, seconds: number) =>
  t.app.db.query(
    `UPDATE deposit_orders SET updated_at = now() - make_interval(secs => $2) WHERE order_id = $1`,
    [orderId, seconds],
  );

describe('the auto-approver', () => {
  it('approves submitted deposits older than DEMO_AUTO_APPROVE_SECONDS, and only those', async () => {
    const p = await member(t.app);
    const before = await p.balance();
    const old = await submittedOrder(p, { amount: '1000' });
    const fresh = await submittedOrder(p, { amount: '1000' });
    await age(old.orderId, 31);
    await age(fresh.orderId, 25);
    const tick = await t.app.autoApprover.runOnce();
    expect(tick.ran).toBe(true);
    expect(tick.changed['deposits.approve']).toBeGreaterThanOrEqual(1);
    const read = async (orderId: string) =>
      okValue(getDepositOrder, await p.get(`${getDepositOrder.path}?orderId=${orderId}`)).status;
    expect(await read(old.orderId)).toBe('approved');
    expect(await read(fresh.orderId)).toBe('submitted');
    expect(await p.balance()).toBe(before + old.creditMinor);
    // A second tick finds nothing more to do for this order and moves nothing again.
    await t.app.autoApprover.runOnce();
    expect(await p.balance()).toBe(before + old.creditMinor);
  });

  it('expires orders left awaiting payment past their expiry', async () => {
    const p = await member(t.app);
    const o = okValue(
      createDeposit,
      await p.call(createDeposit, { channel: 'BKASH', amount: 500, idempotencyKey: key() }),
    );
    await t.app.db.query(`UPDATE deposit_orders SET expires_at = now() WHERE order_id = $1`, [
      o.orderId,
    ]);
    // Expiry left the approver for the jobs module (issue 18): the next minute's run does it
    // (this minute's may have run already, before the order's time was up).
    const next = new Date(Date.now() + 60_000);
    await t.app.jobs.enqueue(next, 'cashier.expire-orders');
    await settledRun(t.app, 'cashier.expire-orders', periodOf(next, 'Asia/Dhaka', 'minute'));
    const [row] = await t.app.db.query<{ status: string }>(
      'SELECT status FROM deposit_orders WHERE order_id = $1',
      [o.orderId],
    );
    expect(row!.status).toBe('expired');
  });

  it('runs the jobs other order kinds add, with the configured delay', async () => {
    const seen: number[] = [];
    t.app.autoApprover.add('test.job', async ({ autoApproveSeconds }) => {
      seen.push(autoApproveSeconds);
      return 7;
    });
    const tick = await t.app.autoApprover.runOnce();
    expect(seen).toEqual([30]);
    expect(tick.changed['test.job']).toBe(7);
  });

  it('keeps running the other jobs when one fails', async () => {
    t.app.autoApprover.add('test.job', async () => {
      throw new Error('boom');
    });
    const tick = await t.app.autoApprover.runOnce();
    expect(tick.ran).toBe(true);
    expect(tick.changed['deposits.approve']).toBeTypeOf('number');
    expect(tick.changed['test.job']).toBeUndefined();
  });

  // PGlite is one process on one connection: nothing else can hold the lock there.
  it.skipIf(engine !== 'postgres')(
    'skips the tick while another process holds the lock',
    async () => {
      const p = await member(t.app);
      const o = await submittedOrder(p);
      await age(o.orderId, 60);
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      let locked = () => {};
      const lockTaken = new Promise<void>((r) => (locked = r));
      // Another process: a transaction holding the same advisory lock.
      const other = t.app.db.transaction(async (tx) => {
        await tx.query(
          `SELECT pg_advisory_xact_lock(hashtext('mgp.auto-approver:' || current_schema()))`,
        );
        locked();
        await held;
      });
      await lockTaken;
      const tick = await t.app.autoApprover.runOnce();
      release();
      await other;
      expect(tick).toEqual({ ran: false, changed: {} });
      const [row] = await t.app.db.query<{ status: string }>(
        'SELECT status FROM deposit_orders WHERE order_id = $1',
        [o.orderId],
      );
      expect(row!.status).toBe('submitted');
      expect((await t.app.autoApprover.runOnce()).ran).toBe(true);
    },
  );
});

describe('the auto-approver switched off (DEMO_AUTO_APPROVE_SECONDS=0)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp({ env: { DEMO_AUTO_APPROVE_SECONDS: '0' } });
    await off.app.autoApprover.pause();
  });
  afterAll(() => off?.close());

  it('approves nothing however old the order', async () => {
    const p = await member(off.app);
    const o = await submittedOrder(p);
    await off.app.db.query(
      `UPDATE deposit_orders SET updated_at = now() - interval '1 day' WHERE order_id = $1`,
      [o.orderId],
    );
    const tick = await off.app.autoApprover.runOnce();
    expect(tick.changed['deposits.approve']).toBe(0);
    const [row] = await off.app.db.query<{ status: string }>(
      'SELECT status FROM deposit_orders WHERE order_id = $1',
      [o.orderId],
    );
    expect(row!.status).toBe('submitted');
  });
});
