import { ORIGINALS_LIMITS } from '@app/contract';
import { AppError } from '../errors.ts';
import type { MerchantRef } from '../money/books.ts';
import type { Queryable } from '../platform/db/db.ts';

/**
 * The in-house games' payout cap per merchant day (ORIGINALS_LIMITS.maxNetPayoutPerDayMinor), one
 * row per merchant and day in `originals_days` (migrations 033 and 036): what the day's rounds paid
 * out net (wins - stakes) and what crash rounds still running may yet pay (reserved: their best
 * case under their house limit, crash/house-limit.ts). A dice or slot round whose best case would
 * take the day past the cap is refused before it is played; the transaction rolls back whole. Each
 * call is last in its transaction, so the merchant's one row is held only until the commit, and it
 * is the last lock any game takes.
 */

const DAY = `(now() AT TIME ZONE $2)::date`;

const dayLimit = () =>
  new AppError(
    'originals.day.limit',
    "The in-house games reached today's payout limit; please play again tomorrow",
  );

async function ensureDay(tx: Queryable, m: MerchantRef) {
  await tx.query(
    `INSERT INTO originals_days (merchant_code, day) VALUES ($1, ${DAY}) ON CONFLICT DO NOTHING`,
    [m.code, m.timeZone],
  );
}

/** A round played at once (dice, slot): adds its net, if its best case fits under the cap. */
export async function takeFromDayCap(
  tx: Queryable,
  m: MerchantRef,
  round: { stakeMinor: number; winMinor: number; bestMinor: number },
) {
  await ensureDay(tx, m);
  const taken = await tx.query(
    `UPDATE originals_days SET net_paid_minor = net_paid_minor + $3
      WHERE merchant_code = $1 AND day = ${DAY}
        AND net_paid_minor + reserved_minor + $4 <= $5
      RETURNING 1`,
    [
      m.code,
      m.timeZone,
      round.winMinor - round.stakeMinor,
      round.bestMinor - round.stakeMinor,
      ORIGINALS_LIMITS.maxNetPayoutPerDayMinor,
    ],
  );
  if (!taken.length) throw dayLimit();
}

/** Refuses a crash bet once today has no room left under the cap (its round's start needs some). */
export async function refuseWhenDayFull(q: Queryable, m: MerchantRef): Promise<void> {
  const [row] = await q.query<{ full: boolean }>(
    `SELECT net_paid_minor + reserved_minor >= $3 AS full FROM originals_days
      WHERE merchant_code = $1 AND day = ${DAY}`,
    [m.code, m.timeZone, ORIGINALS_LIMITS.maxNetPayoutPerDayMinor],
  );
  if (row?.full) throw dayLimit();
}

/**
 * Locks today's row and answers what is left under the cap, and the day (YYYY-MM-DD): the caller
 * then reserves at most that (`reserveOnDay`) in the same transaction.
 */
export async function lockDayRoom(
  tx: Queryable,
  m: MerchantRef,
): Promise<{ day: string; roomMinor: number }> {
  await ensureDay(tx, m);
  const [row] = await tx.query<{ day: string; room: number }>(
    `SELECT day::text AS day, $3 - net_paid_minor - reserved_minor AS room FROM originals_days
      WHERE merchant_code = $1 AND day = ${DAY} FOR UPDATE`,
    [m.code, m.timeZone, ORIGINALS_LIMITS.maxNetPayoutPerDayMinor],
  );
  return { day: row!.day, roomMinor: Number(row!.room) };
}

/** Holds `minor` of a day's cap for rounds that settle later. */
export async function reserveOnDay(tx: Queryable, m: MerchantRef, day: string, minor: number) {
  await tx.query(
    `UPDATE originals_days SET reserved_minor = reserved_minor + $3
      WHERE merchant_code = $1 AND day = $2::date`,
    [m.code, day, minor],
  );
}

/**
 * Settles reserved rounds on the day they were reserved on: their net becomes paid, and what
 * they held is released.
 */
export async function settleOnDay(
  tx: Queryable,
  m: MerchantRef,
  day: string,
  part: { netMinor: number; heldMinor: number },
) {
  await tx.query(
    `UPDATE originals_days
        SET net_paid_minor = net_paid_minor + $3, reserved_minor = reserved_minor - $4
      WHERE merchant_code = $1 AND day = $2::date`,
    [m.code, day, part.netMinor, part.heldMinor],
  );
}
