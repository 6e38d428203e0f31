import type {
  DepositOrder,
  DepositStatus,
  OperatorDepositOrder,
  TurnoverBase,
} from '@app/contract';
import type { Db, Queryable } from '../platform/db/db.ts';
import { AppError } from '../errors.ts';
import { createBonusGrants } from '../promotions/bonus-grants.ts';
import { memberUses, unavailableReason, type PromotionLimits } from './deposit-promotion-limits.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import { booksOf, memberDay, type MerchantRef, type Money } from '../money/money.ts';
import {
  expireDepositOrders,
  findDepositOrder,
  orderNotFound,
  stateConflict,
  toDepositOrder,
  type DepositOrderRow,
} from './deposit-orders.ts';

export const depositCreditKey = (orderId: string) => `deposit:${orderId}:credit`;
export const depositBonusKey = (orderId: string) => `deposit:${orderId}:bonus`;

/** Shown to the operator beside an order: at most this many orders that share its reference. */
const DUPLICATES_SHOWN = 20;

type Duplicate = OperatorDepositOrder['referenceDuplicates'][number];

/**
 * Every order of the merchant carrying one of these reference keys, oldest first (the operator's
 * list groups them per order). Served by deposit_orders_reference_key_idx.
 */
async function ordersWithReferences(q: Queryable, merchantCode: string, keys: string[]) {
  if (keys.length === 0) return [];
  return q.query<Duplicate & { key: string }>(
    `SELECT o.reference_key AS key, o.order_id AS "orderId", o.member_id AS "memberId",
            m.username, o.status, o.amount_minor AS "amountMinor"
       FROM deposit_orders o JOIN members m ON m.id = o.member_id
      WHERE o.merchant_code = $1 AND o.reference_key = ANY($2::text[])
      ORDER BY o.created_at, o.id`,
    [merchantCode, keys],
  );
}

const duplicateReference = () =>
  new AppError(
    'deposit.reference.duplicate',
    'Another order carries the same payer reference: an operator decides this one',
  );

export interface ApproveOptions {
  /**
   * Refuse (409 deposit.reference.duplicate) when another order of the merchant carries the same
   * payer reference: the auto-approver's rule. An operator approves such an order knowingly.
   */
  unlessDuplicateReference?: boolean;
}

interface PromotionRule extends PromotionLimits {
  id: number;
  title: Record<string, string>;
  turnover_multiple: number;
  turnover_base: TurnoverBase;
  forfeit_allowed: boolean;
}

/**
 * The order's promotion when its bonus is still due: the member's limits are checked again at
 * approval, under the wallet lock, against the bonuses granted so far (two orders opened before
 * either was approved may not both get a promotion meant once, or only for a first deposit).
 */
async function duePromotion(tx: Queryable, merchant: MerchantRef, order: DepositOrderRow) {
  if (order.bonus_minor <= 0 || order.promotion_id === null) return null;
  const [rule] = await tx.query<PromotionRule>(
    `SELECT id, title, turnover_multiple, turnover_base, forfeit_allowed, first_deposit_only,
            per_day_limit, max_per_member
       FROM deposit_promotions WHERE id = $1`,
    [order.promotion_id],
  );
  if (!rule) return null;
  const uses = await memberUses(tx, order.member_id, merchant.timeZone, false);
  return unavailableReason(rule, uses.byPromotion.get(rule.id), uses.hasDeposit) ? null : rule;
}

/**
 * The operator's side of deposits: approve, reject, list. Deciding is a race-free state change:
 * approval locks the order row FOR UPDATE and reads its state under the lock; rejection is one
 * UPDATE whose WHERE names the states it may leave. Of the two on one order, the second to get
 * the row sees the first's state and is refused with 409, having moved nothing.
 *
 * Lock order: the order row, then the member's wallet row, then the promotion budget row. The
 * seamless wallet locks only the wallet row and no one locks an order while holding a wallet, so
 * no two transactions wait on each other in a circle.
 */
export function createDepositDecisions(db: Db, money: Money) {
  const grants = createBonusGrants(db, money);
  return {
    /**
     * Credits a submitted order: `deposit:<orderId>:credit` (clearing -amount, wallet +credit,
     * fees +fee) and, when a bonus is due (the promotion's per-member limits still allow it),
     * `deposit:<orderId>:bonus` from the promotion budget, as much as the budget holds (0 moves
     * nothing), with its grant and turnover requirement (promotions/bonus-grants.ts). An order still awaiting payment cannot be
     * approved: without the payer's reference the operator has nothing to match the money to.
     */
    async approve(
      merchant: MerchantRef,
      orderId: string,
      options: ApproveOptions = {},
    ): Promise<DepositOrder> {
      return db.transaction(async (tx) => {
        const [order] = await tx.query<DepositOrderRow>(
          `SELECT * FROM deposit_orders WHERE order_id = $1 AND merchant_code = $2 FOR UPDATE`,
          [orderId, merchant.code],
        );
        if (!order) throw orderNotFound();
        if (order.status !== 'submitted') throw stateConflict(order.status);
        if (options.unlessDuplicateReference && order.reference_key !== null) {
          // Under the order's lock, so what the auto-approver chose is checked again as it acts.
          const [twin] = await tx.query(
            `SELECT 1 FROM deposit_orders
              WHERE merchant_code = $1 AND reference_key = $2 AND id <> $3 LIMIT 1`,
            [order.merchant_code, order.reference_key, order.id],
          );
          if (twin) throw duplicateReference();
        }
        const books = booksOf(merchant);
        const who = memberDay(merchant, order.member_id);
        const wallet = await money.lockWallet(tx, books, order.member_id);
        // Bonuses played down to nothing hold back no withdrawal of this deposit.
        const held = await money.memberBalance(
          books,
          order.member_id,
          AccountKind.memberWithdrawHold,
          tx,
        );
        await grants.loseIfSpent(tx, merchant, order.member_id, wallet.balanceMinor + held);
        const clearing = await money.houseAccount(books, AccountKind.depositClearing);
        const credit = order.amount_minor - order.fee_minor;
        const lines = [
          { accountId: clearing, amountMinor: -order.amount_minor },
          { accountId: wallet.id, amountMinor: credit },
        ];
        if (order.fee_minor > 0) {
          const fees = await money.houseAccount(books, AccountKind.cashierFees);
          lines.push({ accountId: fees, amountMinor: order.fee_minor });
        }
        await money.post(
          {
            kind: EntryKind.deposit,
            idempotencyKey: depositCreditKey(orderId),
            memo: `Deposit ${orderId}`,
            ref: orderId,
            lines,
            rollup: who,
          },
          tx,
        );
        let bonus = 0;
        const promotion = await duePromotion(tx, merchant, order);
        if (promotion) {
          const budget = await money.houseAccount(books, AccountKind.promotionBudget);
          // Locked so that two approvals cannot both spend the last of the budget.
          const left = await money.lockHouse(tx, budget);
          const due = BigInt(order.bonus_minor);
          bonus = Number(left <= 0n ? 0n : left < due ? left : due);
          if (bonus > 0) {
            await money.post(
              {
                kind: EntryKind.depositBonus,
                idempotencyKey: depositBonusKey(orderId),
                memo: `Deposit bonus ${orderId}`,
                ref: orderId,
                lines: [
                  { accountId: budget, amountMinor: -bonus },
                  { accountId: wallet.id, amountMinor: bonus },
                ],
                rollup: who,
              },
              tx,
            );
            await grants.grant(tx, merchant, {
              memberId: order.member_id,
              source: { kind: 'deposit', orderId: order.id, promotionId: promotion.id },
              titles: promotion.title,
              bonusMinor: bonus,
              depositMinor: order.amount_minor,
              rule: {
                multiple: promotion.turnover_multiple,
                base: promotion.turnover_base,
                forfeitAllowed: promotion.forfeit_allowed,
              },
            });
          }
        }
        const [approved] = await tx.query<DepositOrderRow>(
          `UPDATE deposit_orders
              SET status = 'approved', bonus_minor = $2, updated_at = now(), decided_at = now()
            WHERE id = $1 RETURNING *`,
          [order.id, bonus],
        );
        return toDepositOrder(approved!);
      });
    },

    /** Rejects an order awaiting payment or submitted; nothing had moved, nothing moves. */
    async reject(merchant: MerchantRef, orderId: string, reason: string): Promise<DepositOrder> {
      const [row] = await db.query<DepositOrderRow>(
        `UPDATE deposit_orders
            SET status = 'rejected', reject_reason = $3, updated_at = now(), decided_at = now()
          WHERE order_id = $1 AND merchant_code = $2
            AND (status = 'submitted' OR (status = 'awaiting_payment' AND expires_at > now()))
          RETURNING *`,
        [orderId, merchant.code, reason],
      );
      if (row) return toDepositOrder(row);
      const current = await findDepositOrder(db, { orderId, merchantCode: merchant.code });
      if (!current) throw orderNotFound();
      throw stateConflict(current.status);
    },

    /**
     * Orders in one state, oldest change first (the operator's queue), each with the other orders
     * that carry its payer reference (flagged when there are any).
     */
    async list(merchantCode: string, status: DepositStatus): Promise<OperatorDepositOrder[]> {
      await expireDepositOrders(db, merchantCode);
      const rows = await db.query<DepositOrderRow & { username: string }>(
        `SELECT o.*, m.username FROM deposit_orders o JOIN members m ON m.id = o.member_id
          WHERE o.merchant_code = $1 AND o.status = $2
          ORDER BY o.updated_at, o.id LIMIT 500`,
        [merchantCode, status],
      );
      const keys = [...new Set(rows.flatMap((r) => (r.reference_key ? [r.reference_key] : [])))];
      const byKey = new Map<string, Duplicate[]>();
      for (const { key, ...order } of await ordersWithReferences(db, merchantCode, keys)) {
        byKey.set(key, [...(byKey.get(key) ?? []), order]);
      }
      return rows.map((r) => ({
        ...toDepositOrder(r),
        memberId: r.member_id,
        username: r.username,
        referenceDuplicates: (r.reference_key ? (byKey.get(r.reference_key) ?? []) : [])
          .filter((o) => o.orderId !== r.order_id)
          .slice(0, DUPLICATES_SHOWN),
      }));
    },
  };
}

export type DepositDecisions = ReturnType<typeof createDepositDecisions>;
