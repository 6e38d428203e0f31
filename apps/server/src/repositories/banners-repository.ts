import type { Banner } from '@app/contract';
import type { Queryable } from '../db/db.ts';

export interface NewBanner {
  code: string;
  groupName: string;
  title: string;
  imageUrl: string;
  link: string | null;
  sequence: number;
}

export function createBannersRepository(db: Queryable) {
  return {
    async listGroup(merchantCode: string, groupName: string): Promise<Banner[]> {
      return db.query<Banner>(
        `SELECT id, group_name AS "groupName", title, image_url AS url, link, sequence
           FROM banners WHERE merchant_code = $1 AND group_name = $2
          ORDER BY sequence, id`,
        [merchantCode, groupName],
      );
    },

    async insertMany(merchantCode: string, items: readonly NewBanner[]): Promise<void> {
      if (items.length === 0) return;
      await db.query(
        `INSERT INTO banners (merchant_code, code, group_name, title, image_url, link, sequence)
         SELECT $1, x.code, x."groupName", x.title, x."imageUrl", x.link, x.sequence
           FROM jsonb_to_recordset($2::jsonb) AS x(code text, "groupName" text, title text,
                "imageUrl" text, link text, sequence integer)
         ON CONFLICT (merchant_code, code) DO NOTHING`,
        [merchantCode, JSON.stringify(items)],
      );
    },
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
