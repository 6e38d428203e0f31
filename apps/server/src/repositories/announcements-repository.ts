import type { Announcement, AnnouncementType } from '@app/contract';
import type { Queryable } from '../db/db.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';

export interface NewAnnouncement {
  code: string;
  type: AnnouncementType;
  groupName: string;
  title: string;
  startAt: Date;
  endAt: Date | null;
  /** Stored sanitized. */
  contentHtml: string;
  images: { sequence: number; url: string }[];
  promoCategoryIds: number[];
  sortOrder: number;
}

interface AnnouncementRow {
  id: number;
  type: AnnouncementType;
  group_name: string;
  title: string;
  start_at: Date;
  end_at: Date | null;
  content_html: string;
  images: Announcement['announcementImages'];
  promo_category_ids: number[];
}

export interface AnnouncementQuery {
  merchantCode: string;
  types: readonly AnnouncementType[];
  groupName?: string | undefined;
  now: Date;
}

// Visible: started, and not yet ended (an open end never ends).
const visible = `merchant_code = $1 AND ($2::text IS NULL OR group_name = $2)
  AND start_at <= $3 AND (end_at IS NULL OR end_at > $3)`;

export function createAnnouncementsRepository(db: Queryable) {
  return {
    /** Announcements in their date window; `read` is false until read tracking arrives with sessions. */
    async listVisible(q: AnnouncementQuery): Promise<Announcement[]> {
      const rows = await db.query<AnnouncementRow>(
        `SELECT id, type, group_name, title, start_at, end_at, content_html, images, promo_category_ids
           FROM announcements
          WHERE ${visible} AND type = ANY($4::text[])
          ORDER BY sort_order, start_at DESC, id`,
        [q.merchantCode, q.groupName ?? null, q.now, q.types],
      );
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        groupName: r.group_name,
        title: r.title,
        startDate: r.start_at.toISOString(),
        endDate: r.end_at ? r.end_at.toISOString() : null,
        content: r.content_html,
        read: false,
        announcementImages: r.images,
        promoAnnouncementCategoryIds: r.promo_category_ids,
      }));
    },

    async countVisible(q: AnnouncementQuery): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*) AS n FROM announcements WHERE ${visible} AND type = ANY($4::text[])`,
        [q.merchantCode, q.groupName ?? null, q.now, q.types],
      );
      return row?.n ?? 0;
    },

    /** Bulk insert; rows whose code exists already are skipped (the seed runs on every start). */
    async insertMany(merchantCode: string, items: readonly NewAnnouncement[]): Promise<void> {
      if (items.length === 0) return;
      const rows = items.map((a) => ({
        code: a.code,
        type: a.type,
        group_name: a.groupName,
        title: a.title,
        start_at: a.startAt.toISOString(),
        end_at: a.endAt?.toISOString() ?? null,
        content_html: sanitizeHtml(a.contentHtml),
        images: a.images,
        promo_category_ids: a.promoCategoryIds,
        sort_order: a.sortOrder,
      }));
      await db.query(
        `INSERT INTO announcements (merchant_code, code, type, group_name, title, start_at, end_at,
           content_html, images, promo_category_ids, sort_order)
         SELECT $1, x.code, x.type, x.group_name, x.title, x.start_at, x.end_at, x.content_html,
                x.images, x.promo_category_ids, x.sort_order
           FROM jsonb_to_recordset($2::jsonb) AS x(code text, type text, group_name text, title text,
                start_at timestamptz, end_at timestamptz, content_html text, images jsonb,
                promo_category_ids integer[], sort_order integer)
         ON CONFLICT (merchant_code, code) DO NOTHING`,
        [merchantCode, JSON.stringify(rows)],
      );
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
