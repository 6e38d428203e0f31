import type { FeedbackImageType, SupportContentKind, SupportDocument } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { sanitizeHtml } from '../platform/sanitize-html.ts';

export interface NewFeedbackImage {
  type: FeedbackImageType;
  bytes: Buffer;
}

export interface CustomerServiceRow {
  csPosition: string;
  type: string;
  name: string;
  url: string;
}

export interface NewSupportDocument {
  kind: SupportContentKind;
  lang: string;
  title: string;
  contentHtml: string;
}

export function createSupportRepository(db: Queryable) {
  return {
    /**
     * The feedback and its images, in one transaction (the caller's `tx`). Image bytes travel as
     * base64 text decoded by the database: embedded PGlite converts a binary parameter byte by
     * byte on the event loop (6.5 s for 5 MB here), base64 it takes in one piece (~0.3 s).
     */
    async insertFeedback(
      tx: Queryable,
      f: { merchantCode: string; memberId: number; content: string; images: NewFeedbackImage[] },
    ): Promise<{ id: number; images: { id: number; type: FeedbackImageType }[] }> {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO feedback (merchant_code, member_id, content) VALUES ($1, $2, $3) RETURNING id`,
        [f.merchantCode, f.memberId, f.content],
      );
      const id = row!.id;
      const images: { id: number; type: FeedbackImageType }[] = [];
      for (const [i, image] of f.images.entries()) {
        const [img] = await tx.query<{ id: number }>(
          `INSERT INTO feedback_images (feedback_id, member_id, sequence, mime_type, bytes)
           VALUES ($1, $2, $3, $4, decode($5, 'base64')) RETURNING id`,
          [id, f.memberId, i + 1, image.type, image.bytes.toString('base64')],
        );
        images.push({ id: img!.id, type: image.type });
      }
      return { id, images };
    },

    /**
     * The member's feedback and image bytes since the start of today on the merchant's clock
     * (the daily quota). `q` is the caller's transaction when it is about to write.
     */
    async usageToday(
      q: Queryable,
      memberId: number,
      timeZone: string,
    ): Promise<{ count: number; imageBytes: number }> {
      const [row] = await q.query<{ count: number; imageBytes: number }>(
        `SELECT count(DISTINCT f.id)::int AS count,
                COALESCE(sum(octet_length(i.bytes)), 0)::float8 AS "imageBytes"
           FROM feedback f LEFT JOIN feedback_images i ON i.feedback_id = f.id
          WHERE f.member_id = $1
            AND f.created_at >= date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2`,
        [memberId, timeZone],
      );
      return row ?? { count: 0, imageBytes: 0 };
    },

    /** An image of this member's feedback, else null (someone else's is as unknown as a missing one). */
    async findImage(
      memberId: number,
      imageId: number,
    ): Promise<{ type: FeedbackImageType; bytes: Buffer } | null> {
      const [row] = await db.query<{ type: FeedbackImageType; bytes: string }>(
        `SELECT mime_type AS type, encode(bytes, 'base64') AS bytes
           FROM feedback_images WHERE id = $1 AND member_id = $2`,
        [imageId, memberId],
      );
      return row ? { type: row.type, bytes: Buffer.from(row.bytes, 'base64') } : null;
    },

    async countFeedback(memberId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM feedback WHERE member_id = $1',
        [memberId],
      );
      return row?.n ?? 0;
    },

    async customerService(merchantCode: string): Promise<CustomerServiceRow[]> {
      return db.query<CustomerServiceRow>(
        `SELECT cs_position AS "csPosition", type, name, url FROM customer_service_entries
          WHERE merchant_code = $1 ORDER BY sort, cs_position`,
        [merchantCode],
      );
    },

    /**
     * Each kind asked for, in the language asked for, else the merchant's default, else any
     * version (the first by language code, so the answer is stable).
     */
    async documents(
      merchantCode: string,
      kinds: readonly SupportContentKind[],
      lang: string,
      defaultLang: string,
    ): Promise<SupportDocument[]> {
      const rows = await db.query<SupportDocument>(
        `SELECT DISTINCT ON (kind) kind, lang, title, content_html AS content
           FROM support_content
          WHERE merchant_code = $1 AND kind = ANY($2::text[])
          ORDER BY kind, (lang = $3) DESC, (lang = $4) DESC, lang`,
        [merchantCode, kinds, lang, defaultLang],
      );
      const byKind = new Map(rows.map((r) => [r.kind, r]));
      return kinds.flatMap((k) => byKind.get(k) ?? []);
    },

    /** Every content write goes through the one sanitiser (lib/sanitize-html.ts). */
    async insertDocuments(
      merchantCode: string,
      docs: readonly NewSupportDocument[],
    ): Promise<void> {
      for (const d of docs) {
        await db.query(
          `INSERT INTO support_content (merchant_code, kind, lang, title, content_html)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (merchant_code, kind, lang) DO NOTHING`,
          [merchantCode, d.kind, d.lang, d.title, sanitizeHtml(d.contentHtml)],
        );
      }
    },

    async insertCustomerService(
      merchantCode: string,
      entries: readonly CustomerServiceRow[],
    ): Promise<void> {
      for (const [sort, e] of entries.entries()) {
        await db.query(
          `INSERT INTO customer_service_entries (merchant_code, cs_position, type, name, url, sort)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (merchant_code, cs_position) DO NOTHING`,
          [merchantCode, e.csPosition, e.type, e.name, e.url, sort],
        );
      }
    },

    async insertMessage(m: {
      merchantCode: string;
      name: string;
      contact: string;
      message: string;
      lang: string;
    }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO support_messages (merchant_code, name, contact, message, lang)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [m.merchantCode, m.name, m.contact, m.message, m.lang],
      );
      return row!.id;
    },

    async recentMessages(merchantCode: string, limit = 20) {
      return db.query<{ id: number; name: string; contact: string; message: string; lang: string }>(
        `SELECT id, name, contact, message, lang FROM support_messages
          WHERE merchant_code = $1 ORDER BY id DESC LIMIT $2`,
        [merchantCode, limit],
      );
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
