import type { BonusGrant } from '@app/contract';
import type { Db, Queryable } from '../platform/db/db.ts';
import { keyReused, replayOr } from '../money/idempotency.ts';
import { booksOf, type MerchantRef, type Money } from '../money/money.ts';
import { memberOpenStakes, memberTotals, type MemberTotals } from '../money/rollups.ts';
import { takeBack } from './bonus-forfeit.ts';
import { spanOf, toGrant, type GrantRow } from './bonus-grant-rows.ts';
import { bonusError, turnoverUnmet, type TextLanguage } from './bonus-messages.ts';
import {
  countsFromOf,
  isMet,
  progressOf,
  turnoverRequired,
  type TurnoverRule,
} from './bonus-turnover.ts';

/** A merchant as grants need it: its books and day, and how its money is written. */
export type GrantMerchant = MerchantRef & { currencySymbol: string; defaultLanguage: string };

/** What a bonus posting tells its grant. */
export interface NewGrant {
  memberId: number;
  source:
    | { kind: 'deposit'; orderId: number; promotionId: number }
    | { kind: 'promotion'; applicationId: number; promotionId: number };
  titles: Record<string, string>;
  bonusMinor: number;
  depositMinor: number;
  rule: TurnoverRule;
}

/** Below this (1.00 of the currency), what a member owns is spent: see `loseIfSpent`. */
const SPENT_BELOW_MINOR = 100n;

/**
 * Bonus grants (contract bonus.ts): every bonus paid carries its turnover requirement until valid
 * turnover meets it. Progress is read from the money module's rollups, never written on the bet
 * path: valid stakes enter `member_day_rollups` only in the seamless wallet's settlement, under
 * the member's wallet lock, and every step here that decides (a grant, a withdrawal's check, a
 * forfeit) runs under that same lock, so the member's cumulative valid turnover it reads is exact
 * and cannot move meanwhile. Callers hold the wallet lock where a `tx` is asked for.
 */
export function createBonusGrants(db: Db, money: Money) {
  /** Marks the active grants that valid turnover has met; answers the ones still unmet. */
  async function settle(
    tx: Queryable,
    merchant: MerchantRef,
    memberId: number,
    totals?: MemberTotals,
  ) {
    const active = await tx.query<GrantRow>(
      `SELECT * FROM bonus_grants WHERE member_id = $1 AND state = 'active' ORDER BY id`,
      [memberId],
    );
    if (active.length === 0) return { validNow: 0n, unmet: [] as GrantRow[] };
    const validNow = (totals ?? (await memberTotals(tx, memberId, merchant.currencyCode)))
      .validStakesMinor;
    const met = active.filter((r) => isMet(spanOf(r), validNow)).map((r) => r.id);
    if (met.length > 0)
      await tx.query(
        `UPDATE bonus_grants SET state = 'met', met_at = now() WHERE id = ANY($1::bigint[])`,
        [met],
      );
    return { validNow, unmet: active.filter((r) => !met.includes(r.id)) };
  }

  async function findGrant(q: Queryable, memberId: number, grantId: number) {
    const [row] = await q.query<GrantRow>(
      'SELECT * FROM bonus_grants WHERE id = $1 AND member_id = $2',
      [grantId, memberId],
    );
    return row ?? null;
  }

  return {
    /**
     * Before new money reaches the member (a deposit's credit), under the wallet lock: when what
     * the member owns (`ownedMinor`: the wallet and pending withdrawals; with the stakes of rounds
     * still open) is below 1.00, the grants still unmet are lost with the balance they were played
     * from (the field's "bonus bust"), so they hold back no withdrawal of the new money. Met ones
     * are marked met first. Answers how many were lost.
     */
    async loseIfSpent(
      tx: Queryable,
      merchant: MerchantRef,
      memberId: number,
      ownedMinor: bigint,
    ): Promise<number> {
      // Stakes in rounds still open are the member's too (a long round may still pay out).
      const open = await memberOpenStakes(tx, memberId, merchant.currencyCode);
      if (ownedMinor + open >= SPENT_BELOW_MINOR) return 0;
      const { unmet } = await settle(tx, merchant, memberId);
      if (unmet.length === 0) return 0;
      await tx.query(
        `UPDATE bonus_grants SET state = 'lost', lost_at = now() WHERE id = ANY($1::bigint[])`,
        [unmet.map((g) => g.id)],
      );
      return unmet.length;
    },

    /**
     * Records the grant of a bonus just posted, in the posting's transaction (the caller holds
     * the member's wallet lock). It counts from the member's valid turnover now (with the stakes
     * of rounds still open, which settle into it later), or behind the member's unmet grants; with
     * no requirement it is met at once.
     */
    async grant(tx: Queryable, merchant: MerchantRef, g: NewGrant): Promise<number> {
      const totals = await memberTotals(tx, g.memberId, merchant.currencyCode);
      const { unmet } = await settle(tx, merchant, g.memberId, totals);
      const required = turnoverRequired(g.rule, g.bonusMinor, g.depositMinor);
      // Rounds staked before the bonus and settled after it count towards no part of its
      // turnover (nor, at a forfeit, of its winnings: bonus-forfeit.ts).
      const open = await memberOpenStakes(tx, g.memberId, merchant.currencyCode);
      const validAtGrant = totals.validStakesMinor + open;
      const countsFrom = countsFromOf(validAtGrant, unmet.map(spanOf));
      const deposit = g.source.kind === 'deposit' ? g.source : null;
      const campaign = g.source.kind === 'promotion' ? g.source : null;
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO bonus_grants (merchant_code, member_id, currency, source, deposit_order_id,
           deposit_promotion_id, application_id, promotion_id, titles, bonus_minor, deposit_minor,
           turnover_multiple, turnover_base, forfeit_allowed, required_minor, counts_from_minor,
           valid_at_grant_minor, stakes_at_grant_minor, wins_at_grant_minor, state, met_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
           $19, CASE WHEN $15::bigint = 0 THEN 'met' ELSE 'active' END,
           CASE WHEN $15::bigint = 0 THEN now() END)
         RETURNING id`,
        [
          merchant.code,
          g.memberId,
          merchant.currencyCode,
          deposit ? 'deposit' : 'promotion',
          deposit?.orderId ?? null,
          deposit?.promotionId ?? null,
          campaign?.applicationId ?? null,
          campaign?.promotionId ?? null,
          JSON.stringify(g.titles),
          g.bonusMinor,
          g.depositMinor,
          g.rule.multiple,
          g.rule.base,
          g.rule.forfeitAllowed,
          required.toString(),
          countsFrom.toString(),
          validAtGrant.toString(),
          totals.stakesMinor.toString(),
          totals.winsMinor.toString(),
        ],
      );
      return row!.id;
    },

    /**
     * A withdrawal's check, under the wallet lock: refuses while any grant is unmet, saying how
     * much valid turnover is left and whether forfeiting would free the way.
     */
    async assertMet(
      tx: Queryable,
      merchant: GrantMerchant,
      memberId: number,
      lang: TextLanguage,
    ): Promise<void> {
      const { validNow, unmet } = await settle(tx, merchant, memberId);
      if (unmet.length === 0) return;
      const left = unmet.reduce(
        (sum, r) => sum + BigInt(r.required_minor) - progressOf(spanOf(r), validNow),
        0n,
      );
      throw turnoverUnmet(
        left,
        unmet.every((r) => r.forfeit_allowed),
        merchant.currencySymbol,
        lang,
      );
    },

    /** Valid turnover still needed by the member's active grants (a read, no lock). */
    async turnoverLeft(merchant: MerchantRef, memberId: number): Promise<number> {
      const [row] = await db.query<{ left: string }>(
        `WITH t AS (SELECT COALESCE(SUM(valid_stakes_minor), 0) AS valid FROM member_day_rollups
                     WHERE member_id = $1 AND currency = $2)
         SELECT COALESCE(SUM(g.required_minor
                  - LEAST(GREATEST(t.valid - g.counts_from_minor, 0), g.required_minor)), 0)::text
                  AS left
           FROM bonus_grants g, t WHERE g.member_id = $1 AND g.state = 'active'`,
        [memberId, merchant.currencyCode],
      );
      return Number(row?.left ?? 0);
    },

    /** Active grants in the order they are counted, then the 20 latest met or forfeited. */
    async list(merchant: GrantMerchant, memberId: number, language: string | undefined) {
      const rows = await db.query<GrantRow & { valid_now: string }>(
        `SELECT g.*, (SELECT COALESCE(SUM(valid_stakes_minor), 0)::text FROM member_day_rollups
                       WHERE member_id = $1 AND currency = $2) AS valid_now
           FROM bonus_grants g
          WHERE g.member_id = $1
            AND (g.state = 'active' OR g.id IN (SELECT id FROM bonus_grants
                  WHERE member_id = $1 AND state <> 'active' ORDER BY id DESC LIMIT 20))
          ORDER BY g.id`,
        [memberId, merchant.currencyCode],
      );
      const validNow = BigInt(rows[0]?.valid_now ?? '0');
      const lang = language ?? merchant.defaultLanguage;
      const grants = rows.map((r) => toGrant(r, validNow, lang, merchant.defaultLanguage));
      const active = grants.filter((g) => g.state === 'active');
      const done = grants.filter((g) => g.state !== 'active').reverse();
      return {
        currency: merchant.currencyCode,
        currencySymbol: merchant.currencySymbol,
        turnoverLeftMinor: active.reduce((sum, g) => sum + g.remainingMinor, 0),
        grants: [...active, ...done],
      };
    },

    /**
     * Forfeits an active grant whose promotion allows it: one transaction under the wallet lock.
     * The same key again answers the forfeited grant; a key used for another grant is 409.
     */
    async forfeit(
      merchant: GrantMerchant,
      memberId: number,
      req: { grantId: number; idempotencyKey: string },
      language: string | undefined,
      lang: TextLanguage,
    ): Promise<BonusGrant> {
      const view = async (q: Queryable, id: number) => {
        const validNow = (await memberTotals(q, memberId, merchant.currencyCode)).validStakesMinor;
        const row = (await findGrant(q, memberId, id))!;
        return toGrant(
          row,
          validNow,
          language ?? merchant.defaultLanguage,
          merchant.defaultLanguage,
        );
      };
      return db.transaction(async (tx) => {
        const wallet = await money.lockWallet(tx, booksOf(merchant), memberId);
        const [earlier] = await tx.query<{ id: number }>(
          'SELECT id FROM bonus_grants WHERE member_id = $1 AND forfeit_key = $2',
          [memberId, req.idempotencyKey],
        );
        const stored = earlier && {
          requestHash: String(earlier.id),
          answer: () => view(tx, earlier.id),
        };
        return replayOr(
          stored,
          String(req.grantId),
          () => keyReused('bonus forfeit'),
          async () => {
            await settle(tx, merchant, memberId);
            const grant = await findGrant(tx, memberId, req.grantId);
            if (!grant) throw bonusError('grantNotFound', lang);
            if (grant.state === 'forfeited') return view(tx, grant.id);
            if (!grant.forfeit_allowed || grant.state !== 'active')
              throw bonusError('forfeitNotAllowed', lang);
            await takeBack(
              tx,
              money,
              merchant,
              grant,
              wallet.id,
              wallet.balanceMinor,
              req.idempotencyKey,
            );
            return view(tx, grant.id);
          },
        );
      });
    },
  };
}

export type BonusGrants = ReturnType<typeof createBonusGrants>;
