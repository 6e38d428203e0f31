import type { PromotionApplication } from '@app/contract';
import type { Db, Queryable } from '../platform/db/db.ts';
import { AppError, notFound } from '../errors.ts';
import {
  isClosed,
  toApplication,
  type ApplicationRow,
  type BonusMode,
  type PromotionMode,
  type PromotionVersion,
} from './promotions-repository.ts';
import { createBonusGrants } from './bonus-grants.ts';
import { AccountKind, EntryKind } from '../money/kinds.ts';
import { booksOf, memberDay, type MerchantRef, type Money } from '../money/money.ts';

/** Journal key of a promotion bonus: at most one payment per application, whatever retries. */
export const promotionBonusKey = (applicationId: number) => `promotion:${applicationId}:bonus`;

const stateConflict = (message: string) => new AppError('promotion.state.conflict', message);
const closedError = () => new AppError('promotion.closed', 'This promotion has ended');
const noPromotion = () => notFound('No such promotion');

interface PromotionLock {
  id: number;
  mode: PromotionMode;
  bonus_mode: BonusMode;
  bonus_minor: string | number;
  closed: boolean;
  end_at: Date | string | null;
  versions: Record<string, PromotionVersion>;
  turnover_multiple: number;
  forfeit_allowed: boolean;
}

const PROMOTION_COLUMNS = `id, mode, bonus_mode, bonus_minor, closed, end_at, versions,
  turnover_multiple, forfeit_allowed`;

async function lockPromotion(q: Queryable, merchantCode: string, id: number) {
  // A share lock: the operator closing or republishing it waits for the members' steps in flight.
  const [p] = await q.query<PromotionLock>(
    `SELECT ${PROMOTION_COLUMNS} FROM promotions
      WHERE merchant_code = $1 AND id = $2 AND start_at <= now() FOR SHARE`,
    [merchantCode, id],
  );
  if (!p) throw noPromotion();
  return p;
}

/**
 * A member's part in promotions (spec 4 activity states) and the operator's decisions. Lock order:
 * the promotion (share), the application row, the member's wallet row, then the promotion budget
 * row, as the deposit decisions do, so that no two transactions wait on each other in a circle.
 */
export function createPromotionService(db: Db, money: Money) {
  const grants = createBonusGrants(db, money);

  /**
   * Pays an application's bonus from the promotion budget (refusing rather than overdrawing it),
   * and records its grant with the promotion's turnover rule in the same transaction.
   */
  async function payBonus(
    tx: Queryable,
    merchant: MerchantRef,
    app: { id: number; member_id: number },
    amount: number,
    p: PromotionLock,
  ) {
    if (amount <= 0) return;
    const books = booksOf(merchant);
    const wallet = await money.lockWallet(tx, books, app.member_id);
    const budget = await money.houseAccount(books, AccountKind.promotionBudget);
    if ((await money.lockHouse(tx, budget)) < BigInt(amount))
      throw new AppError(
        'promotion.budget.empty',
        'The promotion budget cannot pay this bonus now',
      );
    await money.post(
      {
        kind: EntryKind.promotionBonus,
        idempotencyKey: promotionBonusKey(app.id),
        memo: `Promotion bonus ${app.id}`,
        ref: String(app.id),
        lines: [
          { accountId: budget, amountMinor: -amount },
          { accountId: wallet.id, amountMinor: amount },
        ],
        rollup: memberDay(merchant, app.member_id),
      },
      tx,
    );
    await grants.grant(tx, merchant, {
      memberId: app.member_id,
      source: { kind: 'promotion', applicationId: app.id, promotionId: p.id },
      titles: Object.fromEntries(Object.entries(p.versions).map(([lang, v]) => [lang, v.title])),
      bonusMinor: amount,
      depositMinor: 0,
      rule: { multiple: p.turnover_multiple, base: 'bonus', forfeitAllowed: p.forfeit_allowed },
    });
  }

  async function applicationView(q: Queryable, id: number): Promise<PromotionApplication> {
    const [row] = await q.query<ApplicationRow & { username: string }>(
      `SELECT a.*, m.username FROM promotion_applications a JOIN members m ON m.id = a.member_id
        WHERE a.id = $1`,
      [id],
    );
    return toApplication(row!);
  }

  return {
    /** Apply (with a comment) or join. Nothing is stored unless every check passes. */
    async apply(merchant: MerchantRef, memberId: number, promotionId: number, comment?: string) {
      await db.transaction(async (tx) => {
        const p = await lockPromotion(tx, merchant.code, promotionId);
        if (isClosed(p)) throw closedError();
        if (p.mode === 'info') throw stateConflict('This promotion takes no applications');
        const [row] = await tx.query(
          `INSERT INTO promotion_applications (promotion_id, member_id, status, comment)
           VALUES ($1, $2, $3, $4) ON CONFLICT (promotion_id, member_id) DO NOTHING RETURNING id`,
          [p.id, memberId, p.mode === 'join' ? 'joined' : 'applying', comment || null],
        );
        if (!row) throw stateConflict('You have already taken part in this promotion');
      });
    },

    /** Claims an approved application's bonus: one ledger entry, once. */
    async claim(merchant: MerchantRef, memberId: number, promotionId: number) {
      await db.transaction(async (tx) => {
        const p = await lockPromotion(tx, merchant.code, promotionId);
        const [app] = await tx.query<ApplicationRow>(
          `SELECT * FROM promotion_applications WHERE promotion_id = $1 AND member_id = $2
           FOR UPDATE`,
          [p.id, memberId],
        );
        if (!app || app.status !== 'claim') {
          if (isClosed(p)) throw closedError();
          throw stateConflict(
            app?.status === 'claimed'
              ? 'This bonus was already claimed'
              : 'There is nothing to claim in this promotion yet',
          );
        }
        if (isClosed(p)) throw closedError();
        // What the approval granted (and answered the operator), whatever the promotion says now.
        await payBonus(tx, merchant, app, Number(app.bonus_minor), p);
        await tx.query(
          `UPDATE promotion_applications SET status = 'claimed', paid_at = now() WHERE id = $1`,
          [app.id],
        );
      });
    },

    async listApplications(
      merchantCode: string,
      filter: { status?: string | undefined; promotionId?: number | undefined },
    ): Promise<PromotionApplication[]> {
      const rows = await db.query<ApplicationRow & { username: string }>(
        `SELECT a.*, m.username FROM promotion_applications a
           JOIN promotions p ON p.id = a.promotion_id JOIN members m ON m.id = a.member_id
          WHERE p.merchant_code = $1 AND a.status = $2
            AND ($3::integer IS NULL OR a.promotion_id = $3)
          ORDER BY a.created_at, a.id LIMIT 500`,
        [merchantCode, filter.status ?? 'applying', filter.promotionId ?? null],
      );
      return rows.map(toApplication);
    },

    /**
     * Approves an application still applying: Claim (claim mode), or Issued with the bonus paid in
     * the same transaction (issue mode). Of two decisions on one application exactly one wins.
     */
    async approve(merchant: MerchantRef, applicationId: number): Promise<PromotionApplication> {
      return db.transaction(async (tx) => {
        const app = await lockApplication(tx, merchant.code, applicationId);
        const [p] = await tx.query<PromotionLock>(
          `SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE id = $1`,
          [app.promotion_id],
        );
        const issue = p!.bonus_mode === 'issue';
        // The answer says what will be paid: now (issue) or by the member's claim, this amount.
        const amount = Number(p!.bonus_minor);
        if (issue) await payBonus(tx, merchant, app, amount, p!);
        await tx.query(
          `UPDATE promotion_applications
              SET status = $2, decided_at = now(), bonus_minor = $3::bigint,
                  paid_at = CASE WHEN $4 AND $3::bigint > 0 THEN now() END
            WHERE id = $1`,
          [app.id, issue ? 'issued' : 'claim', amount, issue],
        );
        return applicationView(tx, app.id);
      });
    },

    async reject(
      merchant: MerchantRef,
      applicationId: number,
      reason: string,
    ): Promise<PromotionApplication> {
      return db.transaction(async (tx) => {
        const app = await lockApplication(tx, merchant.code, applicationId);
        await tx.query(
          `UPDATE promotion_applications
              SET status = 'rejected', reject_reason = $2, decided_at = now() WHERE id = $1`,
          [app.id, reason],
        );
        return applicationView(tx, app.id);
      });
    },
  };
}

async function lockApplication(q: Queryable, merchantCode: string, id: number) {
  const [app] = await q.query<ApplicationRow>(
    `SELECT a.* FROM promotion_applications a JOIN promotions p ON p.id = a.promotion_id
      WHERE a.id = $1 AND p.merchant_code = $2 FOR UPDATE OF a`,
    [id, merchantCode],
  );
  if (!app) throw notFound('No such application');
  if (app.status !== 'applying')
    throw stateConflict(`This application is already decided (${app.status})`);
  return app;
}

export type PromotionService = ReturnType<typeof createPromotionService>;
