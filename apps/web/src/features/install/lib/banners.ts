import type { AppInfo } from '@app/contract';
import { canRunIosApp, isNativeApp, wantsInstallTip } from './device';

type Link = AppInfo['resources'][number]['resourceType'];
export const linkOf = (info: AppInfo, type: Link) =>
  info.resources.find((r) => r.resourceType === type)?.url ?? null;

export interface Surroundings {
  userAgent: string;
  /** How the app was opened (shared/lib/display-mode). */
  installed: 'WEBCLIP' | 'PWA' | null;
}

/**
 * Spec 2.13 and 4: the update banner shows when app info says an upgrade is available. Its
 * dismissal (per browser session) counts only while the mandatory-update flag is off.
 */
export const showsUpdate = (info: AppInfo, dismissed: boolean) =>
  info.upgrade && (info.mandatory || !dismissed);

/** The platform's app link for the update banner: the caller's, else whichever exists. */
export const updateLink = (info: AppInfo) =>
  info.downloadUrl ?? linkOf(info, 'Android') ?? linkOf(info, 'IOS');

/**
 * Spec 4 and 9: the download bar's link, or null when the bar stays hidden: inside the native app,
 * in an installed web app, once closed (for good), with no link for the platform, and on an
 * iPhone too old for the iOS app (12.4).
 */
export function downloadBarLink(info: AppInfo, env: Surroundings, closed: boolean): string | null {
  if (closed || env.installed !== null || isNativeApp(env.userAgent)) return null;
  if (info.platform === 'IOS') return canRunIosApp(env.userAgent) ? linkOf(info, 'IOS') : null;
  if (info.platform === 'Android') return linkOf(info, 'Android');
  return linkOf(info, 'Android') ?? linkOf(info, 'IOS');
}

/**
 * Spec 2.13 and 9: the add-to-home tip (iOS instructions, and the profile download where a
 * MOBILECONFIG link exists) on the iOS versions the app cannot serve, unless the WEBCLIP flag says
 * the web clip is done with (launched from it, or the tip closed).
 */
export const showsAddToHome = (env: Surroundings, webClipDone: boolean) =>
  !webClipDone &&
  env.installed === null &&
  !isNativeApp(env.userAgent) &&
  wantsInstallTip(env.userAgent);
