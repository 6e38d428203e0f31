import type { Queryable } from '../platform/db/db.ts';
import type { EntryKind, HouseKind } from './kinds.ts';
import type { RollupMember } from './rollups.ts';

// The shapes the money module's callers speak in (money.ts re-exports them): a merchant's books,
// payments, batches of play.

/** What the money module needs of a merchant: its code, currency and day (time zone). */
export interface MerchantRef {
  code: string;
  currencyCode: string;
  timeZone: string;
}

/** Every merchant, by code (the game clocks turn for each). */
export async function merchantRefs(q: Queryable): Promise<MerchantRef[]> {
  const rows = await q.query<{ code: string; currency_code: string; time_zone: string }>(
    'SELECT code, currency_code, time_zone FROM merchants ORDER BY code',
  );
  return rows.map((r) => ({ code: r.code, currencyCode: r.currency_code, timeZone: r.time_zone }));
}

export const booksOf = (m: MerchantRef): Books => ({
  merchantCode: m.code,
  currency: m.currencyCode,
});

/** The member-day row a movement of this member counts in. */
export const memberDay = (m: MerchantRef, memberId: number): RollupMember => ({
  memberId,
  merchantCode: m.code,
  currency: m.currencyCode,
  timeZone: m.timeZone,
});

/** A merchant's books in one currency. */
export interface Books {
  merchantCode: string;
  currency: string;
}

/** A payment to a member's wallet from the house (`payEach`). */
export interface HousePayment {
  memberId: number;
  amountMinor: bigint;
  idempotencyKey: string;
  memo: string;
  ref: string;
}

/** One member's part of a batch of play settled at once (`payBatch`). */
export interface BatchPart {
  memberId: number;
  /** Paid to the wallet from the house (0: nothing). */
  amountMinor: bigint;
  /** Rounds this settles: their stakes become valid turnover of the member's day. */
  settled?: { stakeMinor: bigint; rounds: number };
}

export interface PlayBatch {
  kind: Extract<EntryKind, 'win' | 'rollback'>;
  from: HouseKind;
  idempotencyKey: string;
  memo: string;
  ref: string;
  parts: readonly BatchPart[];
}
