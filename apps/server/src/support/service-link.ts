import type { SystemStatus } from '@app/contract';
import { SUPPORT_PAGE_PATH } from './support-page.ts';

type CustomerService = SystemStatus['info']['customerService'][number];

/**
 * This server's own support page (the demo's online service): under PUBLIC_URL when it is set,
 * else a path on the site the caller is on. Never built from the request's Host header, which
 * anyone can forge: a cached or relayed answer would send members to another site.
 */
export const ownSupportPage = (publicUrl: string | undefined, lang?: string) =>
  `${publicUrl ?? ''}${SUPPORT_PAGE_PATH}${lang ? `?lang=${lang}` : ''}`;

/**
 * The merchant's customer-service entries (spec 3, the merchant's settings: the one source of the
 * status answer's `info.customerService`, `/wps/system/customerService` and `/wps/chat/launch`),
 * with a type '3' entry that names no url pointed at this server's support page.
 */
export const resolveServiceEntries = (
  entries: readonly CustomerService[],
  supportPage: string,
): CustomerService[] =>
  entries.map((e) => (e.type === '3' && e.url === '' ? { ...e, url: supportPage } : e));
