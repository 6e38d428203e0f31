import type { Db } from '../platform/db/db.ts';
import type { JobDefinition } from '../platform/jobs/jobs.ts';
import { expireDepositOrders } from './deposit-orders.ts';

/**
 * Deposit orders left awaiting payment past their expiry become expired, once a minute per
 * merchant (the jobs module). Readers never wait for it: an order read after its expiry is
 * expired in the same statement (deposit-orders.ts), this only settles the ones nobody reads.
 */
export const orderExpiryJob = (db: Db): JobDefinition => ({
  name: 'cashier.expire-orders',
  every: 'minute',
  retryDelaySeconds: 5,
  run: ({ merchantCode }) => expireDepositOrders(db, merchantCode),
});
