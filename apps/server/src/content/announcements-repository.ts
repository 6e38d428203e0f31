import type { Announcement, AnnouncementType } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { sanitizeHtml } from '../platform/sanitize-html.ts';

/** One language's text of an announcement; the HTML is sanitised when stored. */
export interface AnnouncementVersion {
  title: string;
  contentHtml: string;
}

export interface NewAnnouncement {
  code: string;
  type: AnnouncementType;
  groupName: string;
  /** The English version, unless `versions` has one of its own. */
  title: string;
  startAt: Date;
  endAt: Date | null;
  /** Stored sanitized. */
  contentHtml: string;
  /** Versions by language code (BN, EN); the title and content above are EN's by default. */
  versions?: Record<string, AnnouncementVersion>;
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
  read: boolean;
}

/** Who is asking, in which language: the version and the read state depend on it. */
export interface Reader {
  merchantCode: string;
  /** The `Language` header's two letters, if any. */
  language: string | undefined;
  /** The merchant's default language: the version when the asked-for one is missing. */
  fallback: string;
  /** The session's member; null for a visitor (nothing read). */
  memberId: number | null;
  now: Date;
}

export interface AnnouncementQuery extends Reader {
  types: readonly AnnouncementType[];
  groupName?: string | undefined;
}

// Visible: started, and not yet ended (an open end never ends).
const visible = `a.merchant_code = $1 AND a.start_at <= $2 AND (a.end_at IS NULL OR a.end_at > $2)`;

/**
 * The columns of an announcement as a reader sees it: the version in the reader's language, else
 * the merchant's default, else the first by language code; read when the member has a read row.
 * Parameters $1 merchant, $2 now, $3 language, $4 fallback, $5 member id.
 */
const readerView = `
  SELECT a.id, a.type, a.group_name, v.title, a.start_at, a.end_at, v.content_html, a.images,
         a.promo_category_ids, (r.member_id IS NOT NULL) AS read
    FROM announcements a
    CROSS JOIN LATERAL (
      SELECT title, content_html FROM announcement_versions v
       WHERE v.announcement_id = a.id
       ORDER BY (v.lang = $3) DESC, (v.lang = $4) DESC, v.lang
       LIMIT 1) v
    LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = $5`;

const readerParams = (r: Reader) => [
  r.merchantCode,
  r.now,
  r.language?.slice(0, 2).toUpperCase() ?? '',
  r.fallback.toUpperCase(),
  r.memberId,
];

const toAnnouncement = (r: AnnouncementRow): Announcement => ({
  id: r.id,
  type: r.type,
  groupName: r.group_name,
  title: r.title,
  startDate: r.start_at.toISOString(),
  endDate: r.end_at ? r.end_at.toISOString() : null,
  content: r.content_html,
  read: r.read,
  announcementImages: r.images,
  promoAnnouncementCategoryIds: r.promo_category_ids,
});

export interface CodedVersion extends AnnouncementVersion {
  /** The announcement's code. */
  code: string;
  lang: string;
}

/** Every version of each announcement. */
const versionsOf = (items: readonly NewAnnouncement[]): CodedVersion[] =>
  items.flatMap((a) =>
    Object.entries(a.versions ?? { EN: { title: a.title, contentHtml: a.contentHtml } }).map(
      ([lang, v]) => ({ code: a.code, lang, ...v }),
    ),
  );

export function createAnnouncementsRepository(db: Queryable) {
  return {
    /** Announcements in their date window, in the reader's language, with its read state. */
    async listVisible(q: AnnouncementQuery): Promise<Announcement[]> {
      const rows = await db.query<AnnouncementRow>(
        `${readerView}
          WHERE ${visible} AND a.type = ANY($6::text[]) AND ($7::text IS NULL OR a.group_name = $7)
          ORDER BY a.sort_order, a.start_at DESC, a.id`,
        [...readerParams(q), q.types, q.groupName ?? null],
      );
      return rows.map(toAnnouncement);
    },

    /** One visible announcement as the reader sees it; null when unknown, ended or not started. */
    async findVisible(r: Reader, id: number): Promise<Announcement | null> {
      const [row] = await db.query<AnnouncementRow>(
        `${readerView} WHERE ${visible} AND a.id = $6`,
        [...readerParams(r), id],
      );
      return row ? toAnnouncement(row) : null;
    },

    /** Visible announcements of these types the member has not read (a visitor: all of them). */
    async countUnread(q: AnnouncementQuery): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM announcements a
          WHERE ${visible} AND a.type = ANY($3::text[]) AND ($4::text IS NULL OR a.group_name = $4)
            AND NOT EXISTS (SELECT 1 FROM announcement_reads r
                             WHERE r.announcement_id = a.id AND r.member_id = $5)`,
        [q.merchantCode, q.now, q.types, q.groupName ?? null, q.memberId],
      );
      return row?.n ?? 0;
    },

    /**
     * Marks a visible announcement of the merchant read for a member (again: no change). False
     * when there is no such announcement for this reader, and nothing is written.
     */
    async markRead(r: Reader & { memberId: number }, id: number): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `WITH target AS (SELECT a.id FROM announcements a WHERE ${visible} AND a.id = $3),
              ins AS (INSERT INTO announcement_reads (member_id, announcement_id)
                      SELECT $4, id FROM target ON CONFLICT DO NOTHING)
         SELECT id FROM target`,
        [r.merchantCode, r.now, id, r.memberId],
      );
      return rows.length > 0;
    },

    /**
     * Inserts announcements with their versions; rows whose code exists already are skipped, and so
     * are versions already there (the seed runs on every start and adds languages later).
     */
    async insertMany(merchantCode: string, items: readonly NewAnnouncement[]): Promise<number[]> {
      if (items.length === 0) return [];
      const rows = items.map((a) => {
        const first = Object.values(a.versions ?? {})[0];
        return {
          code: a.code,
          type: a.type,
          group_name: a.groupName,
          // The legacy columns keep a copy of one version (no longer read; see migration 006).
          title: first?.title ?? a.title,
          start_at: a.startAt.toISOString(),
          end_at: a.endAt?.toISOString() ?? null,
          content_html: sanitizeHtml(first?.contentHtml ?? a.contentHtml),
          images: a.images,
          promo_category_ids: a.promoCategoryIds,
          sort_order: a.sortOrder,
        };
      });
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
      await this.addVersions(merchantCode, versionsOf(items));
      const ids = await db.query<{ id: number }>(
        `SELECT a.id FROM unnest($2::text[]) WITH ORDINALITY AS c(code, n)
           JOIN announcements a ON a.merchant_code = $1 AND a.code = c.code ORDER BY c.n`,
        [merchantCode, items.map((a) => a.code)],
      );
      return ids.map((r) => r.id);
    },

    /** Adds language versions to announcements by code; a version already there is kept. */
    async addVersions(merchantCode: string, versions: readonly CodedVersion[]): Promise<void> {
      if (versions.length === 0) return;
      const rows = versions.map((v) => ({
        code: v.code,
        lang: v.lang,
        title: v.title,
        content_html: sanitizeHtml(v.contentHtml),
      }));
      await db.query(
        `INSERT INTO announcement_versions (announcement_id, lang, title, content_html)
         SELECT a.id, x.lang, x.title, x.content_html
           FROM jsonb_to_recordset($2::jsonb) AS x(code text, lang text, title text, content_html text)
           JOIN announcements a ON a.merchant_code = $1 AND a.code = x.code
         ON CONFLICT (announcement_id, lang) DO NOTHING`,
        [merchantCode, JSON.stringify(rows)],
      );
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
