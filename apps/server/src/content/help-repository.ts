import type { HelpEntry } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { sanitizeHtml } from '../platform/sanitize-html.ts';

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

/** Every help write goes through the one sanitiser, the section's content and its children's. */
const sanitized = (items: readonly NewHelpEntry[]) =>
  items.map((h) => ({
    ...h,
    contentHtml: sanitizeHtml(h.contentHtml),
    children: h.children.map((c) => ({ title: c.title, content: sanitizeHtml(c.content) })),
  }));

export function createHelpRepository(db: Queryable) {
  return {
    /**
     * The entries of one language: the one asked for if it has any, else the merchant's default
     * (`fallback`), else any language that has entries.
     */
    async list(
      merchantCode: string,
      device: 'MOBILE' | 'WEB',
      lang: string,
      fallback: string,
    ): Promise<HelpEntry[]> {
      return db.query<HelpEntry>(
        `WITH chosen AS (
           SELECT lang FROM help_entries WHERE merchant_code = $1 AND device IN ('ALL', $2)
            ORDER BY lang = $3 DESC, lang = $4 DESC, lang LIMIT 1
         )
         SELECT h.title, h.content_html AS content, h.tag, h.children
           FROM help_entries h, chosen
          WHERE h.merchant_code = $1 AND h.lang = chosen.lang AND h.device IN ('ALL', $2)
          ORDER BY h.sort_order, h.id`,
        [merchantCode, device, lang.toUpperCase(), fallback.toUpperCase()],
      );
    },

    /** Creates or replaces one section by code and language (the operator API). */
    async upsert(merchantCode: string, h: NewHelpEntry): Promise<void> {
      const [row] = sanitized([h]);
      await db.query(
        `INSERT INTO help_entries (merchant_code, code, device, lang, title, content_html, tag,
           children, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (merchant_code, code, lang) DO UPDATE SET device = EXCLUDED.device,
           title = EXCLUDED.title, content_html = EXCLUDED.content_html, tag = EXCLUDED.tag,
           children = EXCLUDED.children, sort_order = EXCLUDED.sort_order`,
        [
          merchantCode,
          row!.code,
          row!.device,
          row!.lang.toUpperCase(),
          row!.title,
          row!.contentHtml,
          row!.tag,
          JSON.stringify(row!.children),
          row!.sortOrder,
        ],
      );
    },

    async insertMany(merchantCode: string, items: readonly NewHelpEntry[]): Promise<void> {
      if (items.length === 0) return;
      const rows = sanitized(items);
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
