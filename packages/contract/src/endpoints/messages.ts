import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { announcementSchema, announcementTypeSchema } from './content.ts';
import { queryInt } from './query-params.ts';

/**
 * Announcements with read state, platform mail, and the operator's side of both (issue 10).
 *
 * Language: every announcement and banner has versions per language (BN, EN); the `Language`
 * header picks one, else the merchant's default language, else any version.
 *
 * Read state is per member: the list and detail calls are token-free (spec 7) and answer `read`
 * for the member of the `Authorization` header when one is sent, `false` for a visitor.
 */

const positiveId = z.number().int().positive().max(2_147_483_647);
const idParam = queryInt(1).pipe(z.number().max(2_147_483_647));

export const getAnnouncementDetail = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAnnouncementDetail',
  summary: 'One visible announcement (spec 2.10 detail); 404 announcement.not.found otherwise',
  tags: ['content'],
  query: z.object({ id: idParam }),
  value: announcementSchema,
  auth: false,
  errors: ['announcement.not.found'],
  reads: ['Language', 'Authorization'],
});

export const markAnnouncementRead = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_markRead',
  summary:
    "Marks a visible announcement read for the session's member (spec 4, 7); 403 trial.restricted for type 4",
  tags: ['content'],
  body: z.strictObject({ announcementId: positiveId, read: z.literal(true) }),
  value: z.object({ announcementId: z.number().int(), read: z.literal(true) }),
  auth: true,
  errors: ['trial.restricted', 'announcement.not.found'],
  reads: ['Language'],
});

/** A short item of a list (titles only): the home pop-up and ticker need no bodies. */
const noticeSchema = z.object({
  id: z.number().int(),
  type: announcementTypeSchema,
  title: z.string(),
  startDate: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const getPopularAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPopularAnnouncements',
  summary: 'Pop-up announcements (type PU, group m_home) in full, newest first; unread ones first',
  tags: ['content'],
  value: z.array(announcementSchema),
  auth: false,
  reads: ['Language', 'Authorization'],
});

export const getNotices = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getNotices',
  summary: 'Titles for the notice ticker (types B, PL, PU, PR, H of group m_home)',
  tags: ['content'],
  value: z.array(noticeSchema),
  auth: false,
  reads: ['Language', 'Authorization'],
});

// Platform mail (API-NOTES "Content": CSP_getInbox, CSP_unreadCount; the rest ours).

export const mailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML (sanitized again with DOMPurify when shown). */
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Mail = z.infer<typeof mailSchema>;

export const MAIL_PAGE_SIZE = 50;

export const getInbox = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_getInbox',
  summary: "The session member's platform mail, newest first, with the unread count",
  tags: ['content'],
  query: z.object({
    pageNo: queryInt(1).default(1),
    pageSize: queryInt(1, MAIL_PAGE_SIZE).default(MAIL_PAGE_SIZE),
  }),
  value: z.object({
    list: z.array(mailSchema),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    unReadCount: z.number().int().nonnegative(),
  }),
  auth: true,
});

export const getMailDetail = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_getInboxDetail',
  summary: "One of the member's mails; someone else's or an unknown id is 404 mail.not.found",
  tags: ['content'],
  query: z.object({ id: idParam }),
  value: mailSchema,
  auth: true,
  errors: ['mail.not.found'],
});

export const markMailRead = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/CSP_markRead',
  summary: "Marks one of the member's mails read; someone else's is 404 mail.not.found",
  tags: ['content'],
  body: z.strictObject({ id: positiveId, read: z.literal(true) }),
  value: z.object({ id: z.number().int(), read: z.literal(true), unReadCount: z.number().int() }),
  auth: true,
  errors: ['mail.not.found'],
});

export const getUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  summary:
    'Unread platform mail (header ModuleId CBS3); only member types 0, 1, 2 with flag CBS3 on (spec 6), else 403',
  tags: ['content'],
  value: z.object({ unReadCount: z.number().int().nonnegative() }),
  auth: true,
  moduleId: 'CBS3',
  errors: ['function.not.available'],
});

// The operator's side (contract operator.ts: X-Operator-Key). Both bodies go through the one
// allow-list sanitiser before they are stored; what it drops is gone.

/** A plain-text title (shown as text, never as HTML); NUL is refused (the database cannot hold it). */
const titleSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\0]*$/, 'no NUL characters');
const contentVersion = z.strictObject({
  title: titleSchema,
  content: z.string().min(1).max(100_000),
});
const isoDateTime = z.iso.datetime({ offset: true });

export const operatorPublishAnnouncement = defineEndpoint({
  method: 'POST',
  path: '/operator/announcements',
  summary: 'Operator: publishes an announcement with its BN and/or EN versions (HTML sanitised)',
  tags: ['operator'],
  body: z.strictObject({
    type: announcementTypeSchema,
    groupName: z.string().trim().min(1).max(64).default('m_home'),
    startDate: isoDateTime.optional(),
    endDate: isoDateTime.nullable().optional(),
    versions: z
      .strictObject({ BN: contentVersion.optional(), EN: contentVersion.optional() })
      .refine((v) => v.BN !== undefined || v.EN !== undefined, 'at least one version'),
  }),
  value: z.object({ id: z.number().int() }),
  auth: false,
});

export const operatorSendMail = defineEndpoint({
  method: 'POST',
  path: '/operator/mails',
  summary: "Operator: sends a platform mail to one member's inbox (HTML sanitised)",
  tags: ['operator'],
  body: z.strictObject({
    username: z.string().trim().min(1).max(64),
    title: titleSchema,
    content: z.string().min(1).max(100_000),
  }),
  value: z.object({ id: z.number().int() }),
  auth: false,
  errors: ['not.found'],
});
