import { getBanners } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MERCHANT_TOPIC } from '../../plugins/settings-cache.ts';
import { statusValueJson } from '../../services/settings-payloads.ts';
import { isRegionRestricted, locateCaller, statusCode } from '../../services/site-status.ts';

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
    const caller = {
      ip: request.ip,
      countryHeader: request.headers[app.config.countryHeader],
      hostname: request.hostname,
    };
    const { maintenance, allowedCountries } = settings.merchant;
    const restricted = isRegionRestricted(
      allowedCountries,
      locateCaller(caller.ip, caller.countryHeader).country,
    );
    let json = `{"status":${statusValueJson(settings, caller)},"settings":${settings.consolidatedJson}`;
    if (needs.homeBanners)
      json += `,"homeBanners":${await homeBannersJson(settings.merchant.code)}`;
    return { json: `${json}}`, status: statusCode(maintenance, restricted) };
  };
}
