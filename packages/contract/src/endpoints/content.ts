import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** Spec 9 "Content types": Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR, Home H. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
export const announcementTypeSchema = z.enum(announcementTypes);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

export const announcementSchema = z.object({
  id: z.number().int(),
  type: announcementTypeSchema,
  groupName: z.string(),
  title: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  /** Sanitized HTML (sanitized again with DOMPurify when shown). */
  content: z.string(),
  read: z.boolean(),
  announcementImages: z.array(z.object({ sequence: z.number().int(), url: z.string() })),
  promoAnnouncementCategoryIds: z.array(z.number().int()),
});
export type Announcement = z.infer<typeof announcementSchema>;

const typesParam = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .pipe(z.array(announcementTypeSchema).min(1));

export const getAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  summary: 'Announcements of the given types, grouped by type (spec 7 "Announcements")',
  tags: ['content'],
  query: z.object({
    types: typesParam,
    platform: z.literal('M'),
    groupName: z.string().max(64).optional(),
    merchantCode: z.string().max(64).optional(),
  }),
  value: z.object({
    B: z.array(announcementSchema).optional(),
    PL: z.array(announcementSchema).optional(),
    PU: z.array(announcementSchema).optional(),
    PR: z.array(announcementSchema).optional(),
    H: z.array(announcementSchema).optional(),
    A: z.array(announcementSchema).optional(),
    footer: z.object({ unreadCount: z.number().int().nonnegative() }),
  }),
  auth: false,
  reads: ['Language', 'Authorization'],
});

export type AnnouncementsAnswer = z.infer<typeof getAnnouncements.value>;

export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  /** Image address. */
  url: z.string(),
  /** Where a tap leads; null for a banner that is only a picture. */
  link: z.string().nullable(),
  sequence: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerGroups = ['m_home', 'm_livegame', 'm_reg'] as const;

export const getBanners = defineEndpoint({
  method: 'GET',
  path: '/wps/system/banners',
  summary: 'Banners of one group (m_home, m_livegame), in display order',
  tags: ['content'],
  query: z.object({ groupName: z.enum(bannerGroups) }),
  value: z.array(bannerSchema),
  auth: false,
  reads: ['Language'],
});

export const helpEntrySchema = z.object({
  title: z.string(),
  content: z.string(),
  tag: z.string(),
  children: z.array(z.object({ title: z.string(), content: z.string() })),
});
export type HelpEntry = z.infer<typeof helpEntrySchema>;

export const getHelpCenter = defineEndpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  summary: 'Help-centre sections with sub-sections',
  tags: ['content'],
  query: z.object({
    device: z.enum(['MOBILE', 'WEB']),
    lang: z
      .string()
      .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
      .optional(),
  }),
  value: z.array(helpEntrySchema),
  auth: false,
  reads: ['Language'],
});
