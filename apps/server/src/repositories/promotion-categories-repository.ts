import type { Queryable } from '../db/db.ts';

export interface PromotionCategory {
  id: number;
  code: string;
  title: string;
}

export function createPromotionCategoriesRepository(db: Queryable) {
  return {
    async list(merchantCode: string): Promise<PromotionCategory[]> {
      return db.query<PromotionCategory>(
        `SELECT id, code, title FROM promotion_categories
          WHERE merchant_code = $1 ORDER BY sort_order, id`,
        [merchantCode],
      );
    },

    async insertMany(
      merchantCode: string,
      items: readonly { code: string; title: string; sortOrder: number }[],
    ): Promise<void> {
      if (items.length === 0) return;
      await db.query(
        `INSERT INTO promotion_categories (merchant_code, code, title, sort_order)
         SELECT $1, x.code, x.title, x."sortOrder"
           FROM jsonb_to_recordset($2::jsonb) AS x(code text, title text, "sortOrder" integer)
         ON CONFLICT (merchant_code, code) DO NOTHING`,
        [merchantCode, JSON.stringify(items)],
      );
    },
  };
}

export type PromotionCategoriesRepository = ReturnType<typeof createPromotionCategoriesRepository>;
