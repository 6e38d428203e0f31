import type { Mail } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { sanitizeHtml } from '../platform/sanitize-html.ts';

export interface NewMail {
  memberId: number;
  title: string;
  /** Stored sanitised. */
  contentHtml: string;
  /** Natural key of seeded mail; the same code for the same member is inserted once. */
  code?: string | null;
  createdAt?: Date;
}

interface MailRow {
  id: string;
  title: string;
  content_html: string;
  created_at: Date;
  read: boolean;
}

const toMail = (r: MailRow): Mail => ({
  id: Number(r.id),
  title: r.title,
  content: r.content_html,
  createdAt: r.created_at.toISOString(),
  read: r.read,
});

const columns = 'id, title, content_html, created_at, (read_at IS NOT NULL) AS read';

/** Platform mail (migration 006): every query is by member, so nobody reads another's mail. */
export function createMailsRepository(db: Queryable) {
  return {
    async inbox(memberId: number, offset: number, limit: number) {
      const [list, [counts]] = await Promise.all([
        db.query<MailRow>(
          `SELECT ${columns} FROM platform_mails WHERE member_id = $1
            ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
          [memberId, offset, limit],
        ),
        db.query<{ total: number; unread: number }>(
          `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
             FROM platform_mails WHERE member_id = $1`,
          [memberId],
        ),
      ]);
      return { list: list.map(toMail), total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
    },

    async find(memberId: number, id: number): Promise<Mail | null> {
      const [row] = await db.query<MailRow>(
        `SELECT ${columns} FROM platform_mails WHERE member_id = $1 AND id = $2`,
        [memberId, id],
      );
      return row ? toMail(row) : null;
    },

    /** False when the member has no mail with this id (nothing written). */
    async markRead(memberId: number, id: number): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `UPDATE platform_mails SET read_at = COALESCE(read_at, now())
          WHERE member_id = $1 AND id = $2 RETURNING id`,
        [memberId, id],
      );
      return rows.length > 0;
    },

    async unreadCount(memberId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM platform_mails WHERE member_id = $1 AND read_at IS NULL',
        [memberId],
      );
      return row?.n ?? 0;
    },

    /** Sends one mail; a seeded one (with a code) already there is left as it is. */
    async send(merchantCode: string, mail: NewMail): Promise<number | null> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO platform_mails (merchant_code, member_id, code, title, content_html, created_at)
         VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()))
         ON CONFLICT (member_id, code) DO NOTHING RETURNING id`,
        [
          merchantCode,
          mail.memberId,
          mail.code ?? null,
          mail.title,
          sanitizeHtml(mail.contentHtml),
          mail.createdAt?.toISOString() ?? null,
        ],
      );
      return row ? Number(row.id) : null;
    },
  };
}

export type MailsRepository = ReturnType<typeof createMailsRepository>;
