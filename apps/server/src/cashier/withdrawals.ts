import type { WithdrawalOrder } from '@app/contract';
import type { Db, Queryable } from '../platform/db/db.ts';
import { AppError } from '../errors.ts';
import type { Merchant } from '../merchant/merchants-repository.ts';
import { replayOr, keyReused, requestHash, type Earlier } from '../money/idempotency.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import { booksOf, type Money } from '../money/money.ts';
import type { PaymentPasswords } from './payment-password.ts';
import type { PayoutAccounts } from './payout-accounts.ts';
import { dayStartSql } from './merchant-day.ts';
import { createBonusGrants } from '../promotions/bonus-grants.ts';
import type { TextLanguage } from '../promotions/bonus-messages.ts';
import {
  ORDER_SELECT,
  findWithdrawal,
  payoutAccountUnknown,
  toWithdrawalOrder,
  withdrawHoldKey,
  withdrawalNotFound,
  type WithdrawalRow,
} from './withdraw-orders.ts';

export interface NewWithdrawal {
  accountId: number;
  amountMinor: number;
  paymentPassword: string;
  idempotencyKey: string;
}

/** The body as the server understood it, without the password: "500" and 500 are one request. */
const hashOf = (w: NewWithdrawal) => requestHash([w.accountId, w.amountMinor]);

/** Withdrawals of the member's merchant day that count against the daily limits. */
async function usedToday(q: Queryable, merchant: Merchant, memberId: number) {
  const [row] = await q.query<{ n: number; total: number }>(
    `SELECT count(*)::int AS n, COALESCE(SUM(amount_minor), 0)::bigint AS total
       FROM withdrawal_orders
      WHERE member_id = $1 AND merchant_code = $2 AND status <> 'rejected'
        AND created_at >= ${dayStartSql('$3::text')}
        AND created_at < ${dayStartSql('$3::text')} + interval '1 day'`,
    [memberId, merchant.code, merchant.timeZone],
  );
  return { count: row?.n ?? 0, sumMinor: Number(row?.total ?? 0) };
}

/**
 * Withdrawals, the member's side (contract cashier.ts): a request holds the amount
 * (`withdraw:<orderId>:hold`, wallet -> member_withdraw_hold) until an operator pays it out or
 * rejects it (withdraw-decisions.ts).
 */
export function createWithdrawals(
  db: Db,
  money: Money,
  passwords: PaymentPasswords,
  accounts: PayoutAccounts,
) {
  const grants = createBonusGrants(db, money);

  /** An order already made under this key: the same body answers it, another is refused. */
  async function earlier(
    q: Queryable,
    memberId: number,
    w: NewWithdrawal,
  ): Promise<Earlier<WithdrawalOrder> | null> {
    const [row] = await q.query<{ order_id: string; request_hash: string }>(
      `SELECT order_id, request_hash FROM withdrawal_orders
        WHERE member_id = $1 AND idempotency_key = $2`,
      [memberId, w.idempotencyKey],
    );
    if (!row) return null;
    return {
      requestHash: row.request_hash,
      answer: async () =>
        toWithdrawalOrder((await findWithdrawal(q, { orderId: row.order_id, memberId }))!),
    };
  }

  /** The withdrawal rule of money/idempotency.ts, with this order's key. */
  const once = async (
    q: Queryable,
    memberId: number,
    w: NewWithdrawal,
    run: () => Promise<WithdrawalOrder>,
  ) => replayOr(await earlier(q, memberId, w), hashOf(w), () => keyReused('withdrawal'), run);

  /**
   * The hold: ONE transaction that locks the member's wallet account row FOR UPDATE, the lock
   * the seamless wallet takes for bets (money_lock_wallet in wallet_call), so bets and withdrawals
   * on one balance queue and never overdraw it. Under the lock: the key's earlier order (a
   * concurrent first attempt has committed by then), the account, the bonus grants' turnover
   * (valid stakes reach the rollups under this same lock, so the check is exact), the daily
   * limits, the balance.
   */
  async function hold(merchant: Merchant, memberId: number, w: NewWithdrawal, lang: TextLanguage) {
    return db.transaction(async (tx) => {
      const books = booksOf(merchant);
      const wallet = await money.lockWallet(tx, books, memberId);
      return once(tx, memberId, w, async () => {
        // FOR SHARE: an unbind waits for this transaction and then sees the pending order.
        const [account] = await tx.query<{ id: number }>(
          `SELECT id FROM payout_accounts WHERE id = $1 AND member_id = $2 AND removed_at IS NULL
         FOR SHARE`,
          [w.accountId, memberId],
        );
        if (!account) throw payoutAccountUnknown();
        await grants.assertMet(tx, merchant, memberId, lang);
        const limits = merchant.withdrawLimits;
        const used = await usedToday(tx, merchant, memberId);
        if (used.count + 1 > limits.dailyCount) {
          throw new AppError('withdraw.daily.count', 'The daily number of withdrawals is reached');
        }
        if (used.sumMinor + w.amountMinor > limits.dailySumMinor) {
          throw new AppError(
            'withdraw.daily.sum',
            'The amount is above what is left of the daily limit',
          );
        }
        if (wallet.balanceMinor < BigInt(w.amountMinor)) {
          throw new AppError('wallet.insufficient.funds', 'Insufficient balance');
        }
        const [order] = await tx.query<{ order_id: string }>(
          `INSERT INTO withdrawal_orders (merchant_code, member_id, payout_account_id, amount_minor,
           idempotency_key, request_hash)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING order_id`,
          [merchant.code, memberId, w.accountId, w.amountMinor, w.idempotencyKey, hashOf(w)],
        );
        // Every insert of this member holds the wallet lock, so the key cannot be taken meanwhile.
        if (!order) throw new Error('withdrawal key taken under the wallet lock');
        const holdAccount = await money.account(
          { ...books, ownerMemberId: memberId, kind: AccountKind.memberWithdrawHold },
          tx,
        );
        await money.post(
          {
            kind: EntryKind.withdrawHold,
            idempotencyKey: withdrawHoldKey(order.order_id),
            memo: `Withdrawal ${order.order_id}`,
            ref: order.order_id,
            lines: [
              { accountId: wallet.id, amountMinor: -w.amountMinor },
              { accountId: holdAccount, amountMinor: w.amountMinor },
            ],
          },
          tx,
        );
        return toWithdrawalOrder(
          (await findWithdrawal(tx, { orderId: order.order_id, memberId }))!,
        );
      });
    });
  }

  return {
    /**
     * Order of the checks: the password first (it is the authorisation, and a wrong one must
     * count even when the rest would be refused), then the amount against the merchant's min and
     * max, then everything that needs the lock.
     */
    async create(
      merchant: Merchant,
      memberId: number,
      w: NewWithdrawal,
      lang: TextLanguage,
    ): Promise<WithdrawalOrder> {
      await passwords.verify(memberId, w.paymentPassword);
      const limits = merchant.withdrawLimits;
      // A replay answers before the limits, which may have changed since the first call.
      return once(db, memberId, w, async () => {
        if (w.amountMinor < limits.minMinor) {
          throw new AppError('amount.below.min', 'The amount is below the minimum withdrawal');
        }
        if (w.amountMinor > limits.maxMinor) {
          throw new AppError('amount.above.max', 'The amount is above the maximum withdrawal');
        }
        return hold(merchant, memberId, w, lang);
      });
    },

    async info(merchant: Merchant, memberId: number) {
      const books = booksOf(merchant);
      const [available, held, used, pw, list, pending, turnoverLeft] = await Promise.all([
        money.memberBalance(books, memberId),
        money.memberBalance(books, memberId, AccountKind.memberWithdrawHold),
        usedToday(db, merchant, memberId),
        passwords.state(memberId),
        accounts.live(memberId),
        db.query<WithdrawalRow>(
          `${ORDER_SELECT} WHERE o.member_id = $1 AND o.status = 'pending'
            ORDER BY o.created_at DESC, o.id DESC`,
          [memberId],
        ),
        grants.turnoverLeft(merchant, memberId),
      ]);
      const limits = merchant.withdrawLimits;
      return {
        currency: merchant.currencyCode,
        currencySymbol: merchant.currencySymbol,
        availableMinor: Number(available),
        heldMinor: Number(held),
        minMinor: limits.minMinor,
        maxMinor: limits.maxMinor,
        dailyCountLimit: limits.dailyCount,
        dailyCountUsed: used.count,
        dailySumLimitMinor: limits.dailySumMinor,
        dailySumUsedMinor: used.sumMinor,
        turnoverLeftMinor: turnoverLeft,
        ...pw,
        accounts: list,
        pending: pending.map(toWithdrawalOrder),
      };
    },

    async get(memberId: number, orderId: string): Promise<WithdrawalOrder> {
      const row = await findWithdrawal(db, { orderId, memberId });
      if (!row) throw withdrawalNotFound();
      return toWithdrawalOrder(row);
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
