import type {
  DepositChannel,
  DepositChannelCode,
  DepositOrder,
  DepositPromotion,
  TurnoverBase,
} from '@app/contract';
import type { Db, Queryable } from '../platform/db/db.ts';
import { booksOf, type Money } from '../money/money.ts';
import { bonusError, type TextLanguage } from '../promotions/bonus-messages.ts';
import { memberUses, unavailableReason, type PromotionLimits } from './deposit-promotion-limits.ts';
import { keyReused, replayOr, requestHash, type Earlier } from '../money/idempotency.ts';
import { AppError, badRequest } from '../errors.ts';
import { isAllowedImageUrl } from '../platform/image-urls.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';
import {
  findDepositOrder,
  orderNotFound,
  pickLanguage,
  stateConflict,
  toDepositOrder,
  type DepositOrderRow,
} from './deposit-orders.ts';

interface ChannelRow {
  code: DepositChannelCode;
  min_minor: number;
  max_minor: number;
  fee_bps: number;
  quick_amounts_minor: number[];
  pay_to: DepositChannel['payTo'];
}

interface PromotionRow extends PromotionLimits {
  id: number;
  title: Record<string, string>;
  description: Record<string, string>;
  percent: number;
  cap_minor: number;
  min_deposit_minor: number;
  image_url: string | null;
  turnover_multiple: number;
  turnover_base: TurnoverBase;
  forfeit_allowed: boolean;
}

export interface NewDeposit {
  channel: DepositChannelCode;
  amountMinor: number;
  promotionId?: number | undefined;
  idempotencyKey: string;
}

/** Contract: the fee in basis points of the amount, rounded half up to a minor unit. */
export const depositFee = (amountMinor: number, feeBps: number) =>
  Math.round((amountMinor * feeBps) / 10_000);

/** Contract: `percent` of the deposit, at most the cap (rounded down: never more than promised). */
export const depositBonus = (amountMinor: number, percent: number, capMinor: number) =>
  Math.min(Math.floor((amountMinor * percent) / 100), capMinor);

/** The body as the server understood it: "500", 500 and "500.00" are one request. */
const hashOf = (d: NewDeposit) => requestHash([d.channel, d.amountMinor, d.promotionId ?? null]);

const toChannel = (r: ChannelRow): DepositChannel => ({
  code: r.code,
  minMinor: r.min_minor,
  maxMinor: r.max_minor,
  feeBps: r.fee_bps,
  quickAmountsMinor: r.quick_amounts_minor.map(Number),
  payTo: r.pay_to,
});

/** The member-facing half of deposits (contract cashier.ts); operators' in deposit-decisions.ts. */
export function createDeposits(db: Db, money: Money) {
  const channels = (merchantCode: string) =>
    db.query<ChannelRow>(
      `SELECT code, min_minor, max_minor, fee_bps, quick_amounts_minor, pay_to
         FROM deposit_channels WHERE merchant_code = $1 AND enabled ORDER BY sort, code`,
      [merchantCode],
    );

  const promotions = (merchantCode: string, id: number | null = null) =>
    db.query<PromotionRow>(
      `SELECT id, title, description, percent, cap_minor, min_deposit_minor, image_url,
              turnover_multiple, turnover_base, forfeit_allowed, first_deposit_only,
              per_day_limit, max_per_member
         FROM deposit_promotions
        WHERE merchant_code = $1 AND active AND ($2::bigint IS NULL OR id = $2)
        ORDER BY sort, id`,
      [merchantCode, id],
    );

  /** An earlier order of this member under this key: the same body answers it again. */
  async function earlier(
    memberId: number,
    d: NewDeposit,
    q: Queryable = db,
  ): Promise<Earlier<DepositOrder> | null> {
    const [row] = await q.query<{ order_id: string; request_hash: string }>(
      'SELECT order_id, request_hash FROM deposit_orders WHERE member_id = $1 AND idempotency_key = $2',
      [memberId, d.idempotencyKey],
    );
    if (!row) return null;
    return {
      requestHash: row.request_hash,
      answer: async () =>
        toDepositOrder((await findDepositOrder(q, { orderId: row.order_id, memberId }))!),
    };
  }

  /** The rule of money/idempotency.ts with this member's deposit keys. */
  const replay = async (
    memberId: number,
    d: NewDeposit,
    run: () => Promise<DepositOrder>,
    q: Queryable = db,
  ) => replayOr(await earlier(memberId, d, q), hashOf(d), () => keyReused('deposit'), run);

  /**
   * A promotion's per-member limits, checked in one transaction with the member's wallet lock
   * (every order of the member that chooses a promotion queues there): the key's earlier order
   * first (a concurrent first attempt has committed by then), then the member's uses, then the
   * insert. Two orders can therefore not both take the last use.
   */
  function openWithPromotion(
    merchant: Merchant,
    memberId: number,
    d: NewDeposit,
    promo: PromotionRow,
    lang: TextLanguage,
    insert: (q: Queryable) => Promise<DepositOrder>,
  ) {
    return db.transaction(async (tx) => {
      await money.lockWallet(tx, booksOf(merchant), memberId);
      return replay(
        memberId,
        d,
        async () => {
          const uses = await memberUses(tx, memberId, merchant.timeZone, true);
          const why = unavailableReason(promo, uses.byPromotion.get(promo.id), uses.hasDeposit);
          if (why) throw bonusError(why, lang);
          return insert(tx);
        },
        tx,
      );
    });
  }

  /** A new order (the key is new): checked against the channel and the promotion. */
  async function open(merchant: Merchant, memberId: number, d: NewDeposit, lang: TextLanguage) {
    const [channel] = (await channels(merchant.code)).filter((c) => c.code === d.channel);
    if (!channel) throw badRequest(`channel: ${d.channel} is not offered`);
    if (d.amountMinor < channel.min_minor) {
      throw new AppError('amount.below.min', 'The amount is below the minimum of the channel');
    }
    if (d.amountMinor > channel.max_minor) {
      throw new AppError('amount.above.max', 'The amount is above the maximum of the channel');
    }
    const feeMinor = depositFee(d.amountMinor, channel.fee_bps);
    // A channel whose fee is most of a small amount: nothing would reach the wallet.
    if (feeMinor >= d.amountMinor) {
      throw new AppError('amount.below.min', "The amount does not cover the channel's fee");
    }
    let promo: PromotionRow | undefined;
    if (d.promotionId !== undefined) {
      [promo] = await promotions(merchant.code, d.promotionId);
      if (!promo || d.amountMinor < promo.min_deposit_minor) {
        throw new AppError(
          'deposit.promotion.invalid',
          'The promotion is not available for this deposit',
        );
      }
    }
    const bonusMinor = promo ? depositBonus(d.amountMinor, promo.percent, promo.cap_minor) : 0;
    const insert = async (q: Queryable) => {
      const [inserted] = await q.query<DepositOrderRow>(
        `INSERT INTO deposit_orders (merchant_code, member_id, channel, amount_minor, fee_minor,
         bonus_minor, promotion_id, pay_to, idempotency_key, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING *`,
        [
          merchant.code,
          memberId,
          d.channel,
          d.amountMinor,
          feeMinor,
          bonusMinor,
          d.promotionId ?? null,
          JSON.stringify(channel.pay_to),
          d.idempotencyKey,
          hashOf(d),
        ],
      );
      if (inserted) return toDepositOrder(inserted);
      // Two first attempts with one key: the loser of the unique index answers the winner's order.
      return replay(
        memberId,
        d,
        () => Promise.reject(new Error('deposit key conflict without a row')),
        q,
      );
    };
    return promo ? openWithPromotion(merchant, memberId, d, promo, lang, insert) : insert(db);
  }

  return {
    async options(merchant: Merchant, memberId: number, language: string | undefined) {
      const [chs, promos, uses] = await Promise.all([
        channels(merchant.code),
        promotions(merchant.code),
        memberUses(db, memberId, merchant.timeZone, true),
      ]);
      return {
        currency: merchant.currencyCode,
        currencySymbol: merchant.currencySymbol,
        channels: chs.map(toChannel),
        promotions: promos.map((p): DepositPromotion => ({
          id: p.id,
          title: pickLanguage(p.title, language, merchant.defaultLanguage),
          description: pickLanguage(p.description, language, merchant.defaultLanguage),
          percent: p.percent,
          capMinor: p.cap_minor,
          minDepositMinor: p.min_deposit_minor,
          // One stored before the operator endpoint checked it is never answered.
          imageUrl:
            p.image_url !== null && isAllowedImageUrl(p.image_url, merchant.imageCdns)
              ? p.image_url
              : null,
          turnoverMultiple: p.turnover_multiple,
          turnoverBase: p.turnover_base,
          forfeitAllowed: p.forfeit_allowed,
          firstDepositOnly: p.first_deposit_only,
          perDayLimit: p.per_day_limit,
          maxPerMember: p.max_per_member,
          unavailable: unavailableReason(p, uses.byPromotion.get(p.id), uses.hasDeposit),
        })),
      };
    },

    /**
     * Opens an order, or answers the one this key already opened. Two first attempts with one key
     * race on the unique (member_id, idempotency_key): one inserts, the other inserts nothing and
     * then reads the winner's row (committed by then: the insert waited for it).
     */
    async create(
      merchant: Merchant,
      memberId: number,
      d: NewDeposit,
      lang: TextLanguage,
    ): Promise<DepositOrder> {
      return replay(memberId, d, () => open(merchant, memberId, d, lang));
    },

    /**
     * The payer's number or reference. Allowed while awaiting payment and again while submitted
     * (a player who mistyped it corrects it; the operator has not decided yet). A decided or
     * expired order is 409; an order of someone else is 404, as if it did not exist.
     */
    async submitReference(memberId: number, orderId: string, reference: string) {
      const [row] = await db.query<DepositOrderRow>(
        `UPDATE deposit_orders SET reference = $3, status = 'submitted', updated_at = now()
          WHERE member_id = $1 AND order_id = $2
            AND (status = 'submitted' OR (status = 'awaiting_payment' AND expires_at > now()))
          RETURNING *`,
        [memberId, orderId, reference],
      );
      if (row) return toDepositOrder(row);
      const current = await findDepositOrder(db, { orderId, memberId });
      if (!current) throw orderNotFound();
      throw stateConflict(current.status);
    },

    async get(memberId: number, orderId: string): Promise<DepositOrder> {
      const row = await findDepositOrder(db, { orderId, memberId });
      if (!row) throw orderNotFound();
      return toDepositOrder(row);
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
