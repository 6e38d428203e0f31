import type { FeedbackImageType, SupportContentKind, SupportDocument } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { sanitizeHtml } from '../platform/sanitize-html.ts';

export interface NewFeedbackImage {
  type: FeedbackImageType;
  bytes: Buffer;
}

export interface NewSupportDocument {
  kind: SupportContentKind;
  lang: string;
  title: string;
  contentHtml: string;
}

/** A picture is stored in parts of this many bytes (migration 024). */
const PART_BYTES = 262_144;

/**
 * The event loop's next turn. The embedded engine answers in the same process, within promise
 * callbacks: without this, the statements of a picture run one after another with no turn for
 * timers or sockets between them (as one long task).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createSupportRepository(db: Queryable) {
  return {
    /**
     * The feedback and its images, in one transaction (the caller's `tx`). Each picture goes in
     * parts of PART_BYTES, one statement each, a turn of the event loop apart (migration 024): on
     * the embedded engine, which runs on the server's event loop, no statement holds it for long.
     * Bytes travel as base64 text decoded by the database: PGlite converts a binary parameter
     * byte by byte.
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
          `INSERT INTO feedback_images (feedback_id, member_id, sequence, mime_type, size)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [id, f.memberId, i + 1, image.type, image.bytes.length],
        );
        for (let part = 0; part * PART_BYTES < image.bytes.length; part++) {
          await nextTurn();
          const bytes = image.bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
          await tx.query(
            `INSERT INTO feedback_image_parts (image_id, part, bytes)
             VALUES ($1, $2, decode($3, 'base64'))`,
            [img!.id, part, bytes.toString('base64')],
          );
        }
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
                COALESCE(sum(i.size), 0)::float8 AS "imageBytes"
           FROM feedback f LEFT JOIN feedback_images i ON i.feedback_id = f.id
          WHERE f.member_id = $1
            AND f.created_at >= date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2`,
        [memberId, timeZone],
      );
      return row ?? { count: 0, imageBytes: 0 };
    },

    /**
     * An image of this member's feedback, else null (someone else's is as unknown as a missing
     * one); read a part per statement, as it was written.
     */
    async findImage(
      memberId: number,
      imageId: number,
    ): Promise<{ type: FeedbackImageType; bytes: Buffer } | null> {
      const [row] = await db.query<{ type: FeedbackImageType; parts: number }>(
        `SELECT mime_type AS type, (size + ${PART_BYTES} - 1) / ${PART_BYTES} AS parts
           FROM feedback_images WHERE id = $1 AND member_id = $2`,
        [imageId, memberId],
      );
      if (!row) return null;
      const parts: Buffer[] = [];
      for (let part = 0; part < row.parts; part++) {
        await nextTurn();
        const [p] = await db.query<{ bytes: string }>(
          `SELECT encode(bytes, 'base64') AS bytes FROM feedback_image_parts
            WHERE image_id = $1 AND part = $2`,
          [imageId, part],
        );
        if (!p) throw new Error(`Picture ${imageId} lacks its part ${part}`);
        parts.push(Buffer.from(p.bytes, 'base64'));
      }
      return { type: row.type, bytes: Buffer.concat(parts) };
    },

    async countFeedback(memberId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM feedback WHERE member_id = $1',
        [memberId],
      );
      return row?.n ?? 0;
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
