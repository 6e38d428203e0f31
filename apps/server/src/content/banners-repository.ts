import type { Banner } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';

export interface NewBanner {
  code: string;
  groupName: string;
  /** The English title. */
  title: string;
  imageUrl: string;
  link: string | null;
  sequence: number;
}

export interface BannerTitle {
  /** The banner's code. */
  code: string;
  lang: string;
  title: string;
}

export function createBannersRepository(db: Queryable) {
  return {
    /**
     * A group's banners, titled in `language` (two letters), else the merchant's default
     * language `fallback`, else any version (migration 006).
     */
    async listGroup(
      merchantCode: string,
      groupName: string,
      language: string | undefined,
      fallback: string,
    ): Promise<Banner[]> {
      return db.query<Banner>(
        `SELECT b.id, b.group_name AS "groupName", v.title, b.image_url AS url, b.link, b.sequence
           FROM banners b
           CROSS JOIN LATERAL (
             SELECT title FROM banner_versions v WHERE v.banner_id = b.id
              ORDER BY (v.lang = $3) DESC, (v.lang = $4) DESC, v.lang LIMIT 1) v
          WHERE b.merchant_code = $1 AND b.group_name = $2
          ORDER BY b.sequence, b.id`,
        [
          merchantCode,
          groupName,
          language?.slice(0, 2).toUpperCase() ?? '',
          fallback.toUpperCase(),
        ],
      );
    },

    /** Inserts missing banners (by code) with their English title as the EN version. */
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
      await this.addTitles(
        merchantCode,
        items.map((b) => ({ code: b.code, lang: 'EN', title: b.title })),
      );
    },

    /** Adds titles in other languages by banner code; a title already there is kept. */
    async addTitles(merchantCode: string, titles: readonly BannerTitle[]): Promise<void> {
      if (titles.length === 0) return;
      await db.query(
        `INSERT INTO banner_versions (banner_id, lang, title)
         SELECT b.id, x.lang, x.title
           FROM jsonb_to_recordset($2::jsonb) AS x(code text, lang text, title text)
           JOIN banners b ON b.merchant_code = $1 AND b.code = x.code
         ON CONFLICT (banner_id, lang) DO NOTHING`,
        [merchantCode, JSON.stringify(titles)],
      );
    },
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
