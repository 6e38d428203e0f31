import { getBanners, getGameList } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { valueJsonOf } from '../catalogue/catalogue-answers-plugin.ts';
import { MERCHANT_TOPIC } from '../merchant/settings-cache-plugin.ts';
import { CATALOGUE_TOPIC } from '../catalogue/catalogue-cache.ts';
import { gameListFilter } from '../catalogue/game-list-filter.ts';
import { callerStatus, type Caller } from '../merchant/settings-payloads.ts';
import { createLotteryBoot } from './lottery-boot.ts';
import { createMessagesBoot } from './messages-boot.ts';
import { createPromotionsBoot } from './promotions-boot.ts';

/** What a page shows first from data the server can put inline (the web renderer says). */
export interface PageNeeds {
  homeBanners: boolean;
  /** The game category tabs. */
  gameVendors?: boolean;
  /** The game-list query of the page's first list, as the app sends it; null when none. */
  gameList?: Record<string, string | undefined> | null;
}

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
  // Issue 10: the first answer of the promotions and message pages; issue 22: the lottery lobby's.
  const pageAnswers = [createPromotionsBoot(app), createMessagesBoot(app), createLotteryBoot(app)];
  const drop = () => {
    banners.clear();
    for (const answer of pageAnswers) answer.clear();
    onChange();
  };
  const unsubscribe = [
    app.invalidation.subscribe(MERCHANT_TOPIC, drop),
    app.invalidation.subscribe(CONTENT_TOPIC, drop),
    // The inline game lists and tabs: the pages that hold them are dropped with the catalogue.
    app.invalidation.subscribe(CATALOGUE_TOPIC, drop),
  ];
  app.addHook('onClose', async () => unsubscribe.forEach((u) => u()));

  // Per merchant and language: banner titles come in the page's language (migration 006).
  const homeBannersJson = (
    merchant: { code: string; defaultLanguage: string },
    language: string | undefined,
  ) => {
    const key = `${merchant.code}|${language ?? ''}`;
    let json = banners.get(key);
    if (!json) {
      json = app.repos.banners
        .listGroup(merchant.code, 'm_home', language, merchant.defaultLanguage)
        .then((list) => JSON.stringify(getBanners.value.parse(list)));
      json.catch(() => banners.delete(key));
      banners.set(key, json);
    }
    return json;
  };

  /** Null when the server's own merchant is unknown (the page then boots from the API). */
  return async function bootFor(
    caller: Caller,
    /** The page's URL (its path picks the page answers). */
    url: string,
    needs: PageNeeds,
    /** The page's language (the language cookie), as the renderer takes it. */
    language?: string,
  ): Promise<PageBoot | null> {
    const settings = await app.settingsCache.get(app.config.merchantCode);
    if (!settings) return null;
    const status = callerStatus(settings, caller);
    let json = `{"status":${status.json},"settings":${settings.consolidatedJson}`;
    if (needs.homeBanners)
      json += `,"homeBanners":${await homeBannersJson(settings.merchant, language)}`;
    if (needs.gameVendors)
      json += `,"gameVendors":${valueJsonOf(await app.catalogueAnswers.vendors())}`;
    const gameList = needs.gameList && definedOnly(needs.gameList);
    const parsed = gameList && getGameList.query?.safeParse(gameList);
    // A query the API would refuse (minBet=abc) is left to the app, which shows the refusal.
    if (gameList && parsed?.success) {
      const page = valueJsonOf(await app.catalogueAnswers.gameList(gameListFilter(parsed.data)));
      json += `,"gameLists":[{"query":${JSON.stringify(gameList)},"value":${page}}]`;
    }
    const pathname = url.split('?')[0] ?? '';
    for (const answer of pageAnswers)
      json += await answer.fieldFor(pathname, settings.merchant, language);
    return { json: `${json}}`, status: status.code };
  };
}

const definedOnly = (query: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
