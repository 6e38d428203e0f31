import type { WithdrawalOrder, WithdrawalStatus } from '@app/contract';
import type { Db, Queryable } from '../platform/db/db.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import { booksOf, memberDay, type MerchantRef, type Money } from '../money/money.ts';
import {
  ORDER_SELECT,
  findWithdrawal,
  toWithdrawalOrder,
  withdrawPayoutKey,
  withdrawReleaseKey,
  withdrawalNotFound,
  withdrawalStateConflict,
  type WithdrawalRow,
} from './withdraw-orders.ts';

export type OperatorWithdrawal = WithdrawalOrder & {
  memberId: number;
  username: string;
  accountNumber: string;
};

/**
 * The operator's side of withdrawals. A decision locks the order row FOR UPDATE and reads its
 * state under the lock: of an approval and a rejection racing on one order, the second to get the
 * row sees the first's state and is refused with 409 order.state.conflict, having moved nothing.
 *
 * Lock order: the order row, then (rejection only) the member's wallet row, as deposits do; a
 * request locks the wallet and only inserts orders, so no two transactions wait in a circle.
 */
export function createWithdrawDecisions(db: Db, money: Money) {
  async function decide(
    merchant: MerchantRef,
    orderId: string,
    move: (tx: Queryable, order: { member_id: number; amount_minor: number }) => Promise<void>,
    set: { status: 'approved' | 'rejected'; reason: string | null },
  ): Promise<WithdrawalOrder> {
    return db.transaction(async (tx) => {
      const [order] = await tx.query<{
        id: number;
        member_id: number;
        amount_minor: number;
        status: WithdrawalStatus;
      }>(
        `SELECT id, member_id, amount_minor, status FROM withdrawal_orders
          WHERE order_id = $1 AND merchant_code = $2 FOR UPDATE`,
        [orderId, merchant.code],
      );
      if (!order) throw withdrawalNotFound();
      if (order.status !== 'pending') throw withdrawalStateConflict(order.status);
      await move(tx, order);
      await tx.query(
        `UPDATE withdrawal_orders SET status = $2, reject_reason = $3, updated_at = now(),
           decided_at = now() WHERE id = $1`,
        [order.id, set.status, set.reason],
      );
      return toWithdrawalOrder((await findWithdrawal(tx, { orderId }))!);
    });
  }

  const accountsOf = async (tx: Queryable, merchant: MerchantRef, memberId: number) => {
    const books = booksOf(merchant);
    return {
      hold: await money.account(
        { ...books, ownerMemberId: memberId, kind: AccountKind.memberWithdrawHold },
        tx,
      ),
      clearing: await money.houseAccount(books, AccountKind.withdrawClearing),
    };
  };

  const decisions = {
    /** Paid out: `withdraw:<orderId>:payout` (hold -amount, withdraw_clearing +amount). */
    approve: (merchant: MerchantRef, orderId: string) =>
      decide(
        merchant,
        orderId,
        async (tx, o) => {
          const a = await accountsOf(tx, merchant, o.member_id);
          await money.post(
            {
              kind: EntryKind.withdrawPayout,
              idempotencyKey: withdrawPayoutKey(orderId),
              memo: `Withdrawal ${orderId} paid out`,
              ref: orderId,
              lines: [
                { accountId: a.hold, amountMinor: -o.amount_minor },
                { accountId: a.clearing, amountMinor: o.amount_minor },
              ],
              rollup: memberDay(merchant, o.member_id),
            },
            tx,
          );
        },
        { status: 'approved', reason: null },
      ),

    /** Rejected: `withdraw:<orderId>:release` (hold -amount, wallet +amount), with the reason. */
    reject: (merchant: MerchantRef, orderId: string, reason: string) =>
      decide(
        merchant,
        orderId,
        async (tx, o) => {
          const wallet = await money.lockWallet(tx, booksOf(merchant), o.member_id);
          const a = await accountsOf(tx, merchant, o.member_id);
          await money.post(
            {
              kind: EntryKind.withdrawRelease,
              idempotencyKey: withdrawReleaseKey(orderId),
              memo: `Withdrawal ${orderId} rejected`,
              ref: orderId,
              lines: [
                { accountId: a.hold, amountMinor: -o.amount_minor },
                { accountId: wallet.id, amountMinor: o.amount_minor },
              ],
            },
            tx,
          );
        },
        { status: 'rejected', reason },
      ),

    /** Orders in one state, oldest first, with the full number the payout goes to. */
    async list(merchantCode: string, status: WithdrawalStatus): Promise<OperatorWithdrawal[]> {
      const rows = await db.query<WithdrawalRow>(
        `${ORDER_SELECT} WHERE o.merchant_code = $1 AND o.status = $2
          ORDER BY o.created_at, o.id LIMIT 500`,
        [merchantCode, status],
      );
      return rows.map((r) => ({
        ...toWithdrawalOrder(r),
        memberId: r.member_id,
        username: r.username,
        accountNumber: r.account_number,
      }));
    },
  };
  return decisions;
}

export type WithdrawDecisions = ReturnType<typeof createWithdrawDecisions>;
