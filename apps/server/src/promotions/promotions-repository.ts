import type { ActivityState, Promotion, PromotionApplication } from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';
import { isAllowedImageUrl } from '../platform/image-urls.ts';
import { sanitizeHtml } from '../platform/sanitize-html.ts';

export type PromotionMode = Promotion['mode'];
export type BonusMode = Promotion['bonusMode'];
export type ApplicationStatus = PromotionApplication['status'];

export interface PromotionVersion {
  title: string;
  content: string;
}

export interface NewPromotion {
  code: string;
  /** Per language code (BN, EN); content is HTML, sanitized here before it is stored. */
  versions: Record<string, PromotionVersion>;
  images: { sequence: number; url: string }[];
  categoryIds: number[];
  startAt: Date;
  endAt: Date | null;
  mode: PromotionMode;
  bonusMode: BonusMode;
  bonusMinor: number;
  /** The bonus's turnover requirement: this many times the bonus (bonus-turnover.ts). */
  turnoverMultiple: number;
  forfeitAllowed: boolean;
  closed: boolean;
  sortOrder: number;
}

interface PromotionRow {
  id: number;
  versions: Record<string, PromotionVersion>;
  images: { sequence: number; url: string }[];
  category_ids: number[];
  start_at: Date | string;
  end_at: Date | string | null;
  mode: PromotionMode;
  bonus_mode: BonusMode;
  bonus_minor: string | number;
  turnover_multiple: number;
  forfeit_allowed: boolean;
  closed: boolean;
  status: ApplicationStatus | null;
}

export interface ApplicationRow {
  id: number;
  promotion_id: number;
  member_id: number;
  status: ApplicationStatus;
  comment: string | null;
  reject_reason: string | null;
  bonus_minor: string | number;
  created_at: Date | string;
}

/** Ended promotions stay on the list, closed, for this long (a member sees how theirs ended). */
const ENDED_VISIBLE = "interval '30 days'";

/** A version per the caller: the language asked for, the merchant's default, then any. */
export function pickVersion<T>(
  versions: Record<string, T>,
  language: string | undefined,
  fallback: string,
): T {
  const wanted = language?.slice(0, 2).toUpperCase();
  return (
    (wanted ? versions[wanted] : undefined) ??
    versions[fallback.toUpperCase()] ??
    (Object.values(versions)[0] as T)
  );
}

const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

const memberStateOf = (status: ApplicationStatus | null): ActivityState | null =>
  status === null
    ? null
    : (
        {
          applying: 'Applying',
          rejected: 'Rejected',
          claim: 'Claim',
          claimed: 'Claimed',
          issued: 'Issued',
          joined: 'Joined',
        } as const
      )[status];

/** Finished states stay what they are once the promotion closes; unfinished ones show Closed. */
const FINAL: ReadonlySet<ApplicationStatus> = new Set(['rejected', 'claimed', 'issued', 'joined']);

export function isClosed(row: { closed: boolean; end_at: Date | string | null }, now = new Date()) {
  return row.closed || (row.end_at !== null && new Date(row.end_at) <= now);
}

function toPromotion(r: PromotionRow, o: ListOptions): Promotion {
  const v = pickVersion(r.versions, o.language, o.fallbackLanguage);
  const closed = isClosed(r);
  const state = closed && !(r.status && FINAL.has(r.status)) ? 'Closed' : memberStateOf(r.status);
  return {
    id: r.id,
    title: v.title,
    startDate: day(r.start_at),
    endDate: r.end_at === null ? null : day(r.end_at),
    content: v.content,
    // Stored before the rule, or under a CDN the merchant has dropped since: never shown.
    announcementImages: r.images
      .filter((image) => isAllowedImageUrl(image.url, o.imageCdns))
      .sort((a, b) => a.sequence - b.sequence),
    promoAnnouncementCategoryIds: r.category_ids,
    mode: r.mode,
    bonusMode: r.bonus_mode,
    bonusMinor: Number(r.bonus_minor),
    turnoverMultiple: r.turnover_multiple,
    forfeitAllowed: r.forfeit_allowed,
    closed,
    activityState: state,
  };
}

export const toApplication = (r: ApplicationRow & { username: string }): PromotionApplication => ({
  id: Number(r.id),
  promotionId: r.promotion_id,
  username: r.username,
  status: r.status,
  comment: r.comment,
  rejectReason: r.reject_reason,
  bonusMinor: Number(r.bonus_minor),
  createdAt: new Date(r.created_at).toISOString(),
});

const SELECT = `SELECT p.id, p.versions, p.images, p.category_ids, p.start_at, p.end_at, p.mode,
       p.bonus_mode, p.bonus_minor, p.turnover_multiple, p.forfeit_allowed, p.closed, a.status
  FROM promotions p
  LEFT JOIN promotion_applications a ON a.promotion_id = p.id AND a.member_id = $2`;

export interface ListOptions {
  merchantCode: string;
  memberId: number | null;
  language: string | undefined;
  fallbackLanguage: string;
  /** The merchant's image CDNs: images elsewhere (but on this site) are left out. */
  imageCdns: readonly string[];
  categoryId?: number | undefined;
}

export function createPromotionsRepository(db: Queryable) {
  return {
    async list(o: ListOptions): Promise<Promotion[]> {
      const rows = await db.query<PromotionRow>(
        `${SELECT}
          WHERE p.merchant_code = $1 AND p.start_at <= now()
            AND (p.end_at IS NULL OR p.end_at > now() - ${ENDED_VISIBLE})
            AND ($3::integer IS NULL OR $3 = ANY (p.category_ids))
          ORDER BY p.sort_order, p.id`,
        [o.merchantCode, o.memberId ?? 0, o.categoryId ?? null],
      );
      return rows.map((r) => toPromotion(r, o));
    },

    /** One started promotion, or null. */
    async find(o: ListOptions & { id: number }): Promise<Promotion | null> {
      const [row] = await db.query<PromotionRow>(
        `${SELECT} WHERE p.merchant_code = $1 AND p.id = $3 AND p.start_at <= now()`,
        [o.merchantCode, o.memberId ?? 0, o.id],
      );
      return row ? toPromotion(row, o) : null;
    },

    /** Creates or replaces by code; every version's HTML goes through the one sanitiser. */
    async upsert(merchantCode: string, p: NewPromotion): Promise<number> {
      const versions = Object.fromEntries(
        Object.entries(p.versions).map(([lang, v]) => [
          lang.toUpperCase(),
          { title: v.title, content: sanitizeHtml(v.content) },
        ]),
      );
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO promotions (merchant_code, code, versions, images, category_ids, start_at,
           end_at, mode, bonus_mode, bonus_minor, closed, sort_order, turnover_multiple,
           forfeit_allowed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (merchant_code, code) DO UPDATE SET
           versions = EXCLUDED.versions, images = EXCLUDED.images,
           category_ids = EXCLUDED.category_ids, start_at = EXCLUDED.start_at,
           end_at = EXCLUDED.end_at, mode = EXCLUDED.mode, bonus_mode = EXCLUDED.bonus_mode,
           bonus_minor = EXCLUDED.bonus_minor, closed = EXCLUDED.closed,
           sort_order = EXCLUDED.sort_order, turnover_multiple = EXCLUDED.turnover_multiple,
           forfeit_allowed = EXCLUDED.forfeit_allowed, updated_at = now()
         RETURNING id`,
        [
          merchantCode,
          p.code,
          JSON.stringify(versions),
          JSON.stringify(p.images),
          p.categoryIds,
          p.startAt,
          p.endAt,
          p.mode,
          p.bonusMode,
          p.bonusMinor,
          p.closed,
          p.sortOrder,
          p.turnoverMultiple,
          p.forfeitAllowed,
        ],
      );
      return row!.id;
    },

    /** Inserts the ones missing by code (the demo seed); existing rows are left as they are. */
    async insertMissing(merchantCode: string, items: readonly NewPromotion[]): Promise<void> {
      for (const p of items) {
        const [found] = await db.query(
          'SELECT 1 FROM promotions WHERE merchant_code = $1 AND code = $2',
          [merchantCode, p.code],
        );
        if (!found) await this.upsert(merchantCode, p);
      }
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
