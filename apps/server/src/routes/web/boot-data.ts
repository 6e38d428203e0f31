import { getBanners } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MERCHANT_TOPIC } from '../../plugins/settings-cache.ts';
import { callerOf, callerStatus } from '../../services/settings-payloads.ts';

/** Content changes (banners, announcements) are published on this topic, keyed by merchant. */
export const CONTENT_TOPIC = 'content';

export interface PageBoot {
  /** Contract `BootData` as JSON. */
  json: string;
  status: 0 | 1 | 2;
}

/**
 * The boot data of a page for one caller (contract `BootData`): the same values the status,
 * consolidated-settings and banner endpoints would answer, from the same caches. The home banners
 * are kept per merchant until its settings or content change.
 */
export function createBootData(app: FastifyInstance, onChange: () => void) {
  const banners = new Map<string, Promise<string>>();
  const drop = () => {
    banners.clear();
    onChange();
  };
  const unsubscribe = [
    app.invalidation.subscribe(MERCHANT_TOPIC, drop),
    app.invalidation.subscribe(CONTENT_TOPIC, drop),
  ];
  app.addHook('onClose', async () => unsubscribe.forEach((u) => u()));

  const homeBannersJson = (merchantCode: string) => {
    let json = banners.get(merchantCode);
    if (!json) {
      json = app.repos.banners
        .listGroup(merchantCode, 'm_home')
        .then((list) => JSON.stringify(getBanners.value.parse(list)));
      json.catch(() => banners.delete(merchantCode));
      banners.set(merchantCode, json);
    }
    return json;
  };

  /** Null when the server's own merchant is unknown (the page then boots from the API). */
  return async function bootFor(
    request: FastifyRequest,
    needs: { homeBanners: boolean },
  ): Promise<PageBoot | null> {
    const settings = await app.settingsCache.get(app.config.merchantCode);
    if (!settings) return null;
    const status = callerStatus(settings, callerOf(request));
    let json = `{"status":${status.json},"settings":${settings.consolidatedJson}`;
    if (needs.homeBanners)
      json += `,"homeBanners":${await homeBannersJson(settings.merchant.code)}`;
    return { json: `${json}}`, status: status.code };
  };
}
