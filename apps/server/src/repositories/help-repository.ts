import type { HelpEntry } from '@app/contract';
import type { Queryable } from '../db/db.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';

export interface NewHelpEntry {
  code: string;
  device: 'ALL' | 'MOBILE' | 'WEB';
  lang: string;
  title: string;
  contentHtml: string;
  tag: string;
  children: { title: string; content: string }[];
  sortOrder: number;
}

/** Help content is written in a few languages; a language without its own entries gets these. */
const FALLBACK_LANG = 'EN';

export function createHelpRepository(db: Queryable) {
  return {
    async list(merchantCode: string, device: 'MOBILE' | 'WEB', lang: string): Promise<HelpEntry[]> {
      return db.query<HelpEntry>(
        `WITH chosen AS (
           SELECT CASE WHEN EXISTS (
                    SELECT 1 FROM help_entries WHERE merchant_code = $1 AND lang = $3
                  ) THEN $3 ELSE $4 END AS lang
         )
         SELECT h.title, h.content_html AS content, h.tag, h.children
           FROM help_entries h, chosen
          WHERE h.merchant_code = $1 AND h.lang = chosen.lang AND h.device IN ('ALL', $2)
          ORDER BY h.sort_order, h.id`,
        [merchantCode, device, lang.toUpperCase(), FALLBACK_LANG],
      );
    },

    async insertMany(merchantCode: string, items: readonly NewHelpEntry[]): Promise<void> {
      if (items.length === 0) return;
      const rows = items.map((h) => ({
        ...h,
        contentHtml: sanitizeHtml(h.contentHtml),
        children: h.children.map((c) => ({ title: c.title, content: sanitizeHtml(c.content) })),
      }));
      await db.query(
        `INSERT INTO help_entries (merchant_code, code, device, lang, title, content_html, tag,
           children, sort_order)
         SELECT $1, x.code, x.device, x.lang, x.title, x."contentHtml", x.tag, x.children,
                x."sortOrder"
           FROM jsonb_to_recordset($2::jsonb) AS x(code text, device text, lang text, title text,
                "contentHtml" text, tag text, children jsonb, "sortOrder" integer)
         ON CONFLICT (merchant_code, code, lang) DO NOTHING`,
        [merchantCode, JSON.stringify(rows)],
      );
    },
  };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
