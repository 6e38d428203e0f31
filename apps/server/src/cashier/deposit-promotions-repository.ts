import type { DepositPromotionInput, OperatorDepositPromotion } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';

const COLUMNS = `id::int AS id, title, description, percent, cap_minor AS "capMinor",
  min_deposit_minor AS "minDepositMinor", image_url AS "imageUrl",
  turnover_multiple AS "turnoverMultiple", turnover_base AS "turnoverBase",
  forfeit_allowed AS "forfeitAllowed", first_deposit_only AS "firstDepositOnly",
  per_day_limit AS "perDayLimit", max_per_member AS "maxPerMember", active,
  sort AS "sortOrder"`;

/** The operator's deposit promotions (the members read the active ones in deposits.ts). */
export function createDepositPromotionsRepository(db: Queryable) {
  return {
    list: (merchantCode: string) =>
      db.query<OperatorDepositPromotion>(
        `SELECT ${COLUMNS} FROM deposit_promotions WHERE merchant_code = $1 ORDER BY sort, id`,
        [merchantCode],
      ),

    /** Creates one, or replaces the one `p.id` names: its id, or null when it is not the merchant's. */
    async save(merchantCode: string, p: DepositPromotionInput): Promise<number | null> {
      const values = [
        merchantCode,
        JSON.stringify(p.title),
        JSON.stringify(p.description),
        p.percent,
        p.cap,
        p.minDeposit ?? 0,
        p.imageUrl,
        p.active,
        p.sortOrder,
        p.turnoverMultiple,
        p.turnoverBase,
        p.forfeitAllowed,
        p.firstDepositOnly,
        p.perDayLimit,
        p.maxPerMember,
      ];
      const [row] =
        p.id === undefined
          ? await db.query<{ id: number }>(
              `INSERT INTO deposit_promotions (merchant_code, title, description, percent,
                 cap_minor, min_deposit_minor, image_url, active, sort, turnover_multiple,
                 turnover_base, forfeit_allowed, first_deposit_only, per_day_limit, max_per_member)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
               RETURNING id::int AS id`,
              values,
            )
          : await db.query<{ id: number }>(
              `UPDATE deposit_promotions
                  SET title = $2, description = $3, percent = $4, cap_minor = $5,
                      min_deposit_minor = $6, image_url = $7, active = $8, sort = $9,
                      turnover_multiple = $10, turnover_base = $11, forfeit_allowed = $12,
                      first_deposit_only = $13, per_day_limit = $14, max_per_member = $15
                WHERE merchant_code = $1 AND id = $16
                RETURNING id::int AS id`,
              [...values, p.id],
            );
      return row?.id ?? null;
    },
  };
}
