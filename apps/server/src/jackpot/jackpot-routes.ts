import type { FastifyInstance } from 'fastify';
import { getJackpotPool, type JackpotPool } from '@app/contract';
import { merchantOf } from '../merchant/merchant-context.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { jackpotPool } from './jackpot-pool.ts';

/** How long one read of the pool answers every home page of a merchant. */
const KEEP_MS = 5_000;

/**
 * The jackpot widget's figure (contract home-widgets.ts). Every visitor of the home may ask, so
 * one read per merchant serves for KEEP_MS; the client counts up at the rate meanwhile.
 */
export default async function jackpotRoutes(app: FastifyInstance) {
  const kept = new Map<string, { at: number; pool: Promise<JackpotPool> }>();

  registerEndpoint(app, getJackpotPool, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const merchant = merchantOf(request);
    const hit = kept.get(merchant.code);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.pool;
    const pool = jackpotPool(app.db, merchant);
    kept.set(merchant.code, { at: Date.now(), pool });
    // A failure is not kept: the next request reads again.
    pool.catch(() => kept.delete(merchant.code));
    return pool;
  });
}
