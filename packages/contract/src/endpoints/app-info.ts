import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { resourceSchema } from './system.ts';

/**
 * The installable app (spec 2.13, 4, 9): the download links of the download bar, the add-to-home
 * banner and the update banner, the latest native app version, and whether the caller's app is
 * behind it. Ours: no public shape is known.
 */

/** A dotted app version, 1 to 4 numbers: '2', '2.1', '2.1.0', '2.1.0.7'. */
export const appVersionSchema = z
  .string()
  .max(32)
  .regex(/^\d{1,6}(\.\d{1,6}){0,3}$/, 'a dotted version such as 2.1.0');

/** The white-label key of the mandatory update: on, the update banner has no close button. */
export const MANDATORY_UPDATE_FLAG = 'MANDATORYUPDATE3';

/**
 * Spec 9 "App detected by a user-agent matching App...Ver": the native app's web view adds e.g.
 * `AppAndroidVer/2.0.1` or `LuckyStarAppiOSVer/1.4` to its user agent.
 */
export const NATIVE_APP_UA = /App\w*Ver(?:\/(\d{1,6}(?:\.\d{1,6}){0,3}))?/;

export const appInfoSchema = z.object({
  /** The latest published native app version; null when the operator has published none. */
  latestVersion: appVersionSchema.nullable(),
  /** The caller's app version: the `appVersion` query, else read from its user agent. */
  appVersion: appVersionSchema.nullable(),
  /** The caller runs inside the native app (user agent matches App...Ver). */
  nativeApp: z.boolean(),
  /** The caller's platform from its user agent: its download link is `downloadUrl`. */
  platform: z.enum(['IOS', 'Android']).nullable(),
  /** The caller's app version is below latestVersion. */
  upgrade: z.boolean(),
  /** White-label MANDATORYUPDATE3: the update cannot be dismissed. */
  mandatory: z.boolean(),
  /** The IOS or Android resource url for the caller's platform, else null. */
  downloadUrl: z.string().nullable(),
  /** IOS, Android, MOBILECONFIG, AppDownloadIcon as configured (spec 3 resource/download link). */
  resources: z.array(resourceSchema),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const getAppInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/system/appInfo',
  summary: 'Download links, the latest app version and whether the caller should upgrade',
  tags: ['system'],
  query: z.object({ appVersion: appVersionSchema.optional() }),
  value: appInfoSchema,
  auth: false,
});

/** A download link: https, or a path on this site. */
export const resourceUrlSchema = z
  .string()
  .max(2000)
  .regex(/^(https:\/\/[^\s]+|\/[^\s/][^\s]*)$/, 'an https URL or a path on this site');

/** What an operator may change of the app (PUT /dev/merchant `app`); an omitted part stays. */
export const appSettingsChangeSchema = z.strictObject({
  latestVersion: appVersionSchema.nullable().optional(),
  mandatoryUpdate: z.boolean().optional(),
  /** Replaces the whole list; at most one link of each type. */
  resources: z
    .array(
      z.strictObject({ resourceType: resourceSchema.shape.resourceType, url: resourceUrlSchema }),
    )
    .max(4)
    .refine(
      (list) => new Set(list.map((r) => r.resourceType)).size === list.length,
      'one link of each resource type',
    )
    .optional(),
});
export type AppSettingsChange = z.infer<typeof appSettingsChangeSchema>;
