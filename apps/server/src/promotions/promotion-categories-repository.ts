import type { Queryable } from '../platform/db/db.ts';

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

    /** Titles in the caller's language, then the merchant's default, then the plain title. */
    async listIn(
      merchantCode: string,
      language: string | undefined,
      fallback: string,
    ): Promise<{ id: number; title: string }[]> {
      return db.query<{ id: number; title: string }>(
        `SELECT id, COALESCE(titles ->> $2, titles ->> $3, title) AS title
           FROM promotion_categories WHERE merchant_code = $1 ORDER BY sort_order, id`,
        [merchantCode, language?.slice(0, 2).toUpperCase() ?? '', fallback.toUpperCase()],
      );
    },

    /** Sets the per-language titles of a category by its code (migration 007). */
    async setTitles(merchantCode: string, code: string, titles: Record<string, string>) {
      await db.query(
        `UPDATE promotion_categories SET titles = $3 WHERE merchant_code = $1 AND code = $2`,
        [merchantCode, code, JSON.stringify(titles)],
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
