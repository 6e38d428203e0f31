import type { JackpotPool } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';

/**
 * A merchant without its own row in `jackpot_settings` (migration 031): a pool that starts at
 * 50,000.00 and grows by 1% of every stake on a jackpot game.
 */
export const DEFAULT_JACKPOT = { seedMinor: 5_000_000n, contributionBp: 100n } as const;

/** The growth rate is the stakes of the hour before the current one and of the current one. */
const RATE_WINDOW_HOURS = 1;

/**
 * The home's jackpot pool (spec 2.5, spec 9 "JP"): seed + contribution x the stakes settled on
 * games classified JP, which triggers on `bets` sum in each bet's own transaction (031). A display
 * figure: it moves no money and is no account of the ledger. Reads 8 total rows and at most 16
 * hour rows, whatever the history.
 */
export async function jackpotPool(
  q: Queryable,
  merchant: Pick<Merchant, 'code' | 'currencyCode' | 'currencySymbol'>,
  now = new Date(),
): Promise<JackpotPool> {
  const [row] = await q.query<{
    seed: string | null;
    bp: string | null;
    stakes: string;
    recent: string;
    since: Date;
  }>(
    `WITH w AS (SELECT date_trunc('hour', $3::timestamptz, 'UTC')
                       - make_interval(hours => ${RATE_WINDOW_HOURS}) AS since)
     SELECT (SELECT seed_minor::text FROM jackpot_settings WHERE merchant_code = $1) AS seed,
            (SELECT contribution_bp::text FROM jackpot_settings WHERE merchant_code = $1) AS bp,
            (SELECT COALESCE(sum(stakes_minor), 0)::text FROM jackpot_stakes
              WHERE merchant_code = $1 AND currency = $2) AS stakes,
            (SELECT COALESCE(sum(stakes_minor), 0)::text FROM jackpot_stake_hours, w
              WHERE merchant_code = $1 AND currency = $2 AND hour >= w.since) AS recent,
            (SELECT since FROM w) AS since`,
    [merchant.code, merchant.currencyCode, now],
  );
  const seed = row?.seed != null ? BigInt(row.seed) : DEFAULT_JACKPOT.seedMinor;
  const bp = row?.bp != null ? BigInt(row.bp) : DEFAULT_JACKPOT.contributionBp;
  // Whole minor units, rounded down: the pool never shows more than its stakes gave it.
  const amount = seed + (BigInt(row?.stakes ?? '0') * bp) / 10_000n;
  const seconds = Math.max(1, (now.getTime() - new Date(row!.since).getTime()) / 1000);
  const rate = (Number(row?.recent ?? '0') * Number(bp)) / 10_000 / seconds;
  return {
    amountMinor: Number(amount),
    currencySymbol: merchant.currencySymbol,
    ratePerSecondMinor: Math.round(rate * 1000) / 1000,
    asOf: now.toISOString(),
  };
}
