import type { AnnouncementsAnswer, Banner } from './endpoints/content.ts';
import type { ValueOf } from './endpoint.ts';
import type { GamePage, GameVendorMapping } from './endpoints/games.ts';
import type { getLotteryGames, getNearNumeros } from './endpoints/lottery.ts';
import type { Promotion, PromotionCategory } from './endpoints/promotions.ts';
import type { ConsolidatedSettings, SystemStatus } from './endpoints/system.ts';

/**
 * What a server that renders the app's pages puts inline in each page (a JSON script element with
 * this id), so the first screen needs no API round trip: each field is exactly the `value` that
 * its endpoint would answer the same caller. Absent fields are fetched by the app as usual.
 */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/**
 * A `<template>` of modulepreload links for the page's own chunks: inert in the HTML, added to the
 * head by the app's loader once the first screen is painted.
 */
export const AFTER_PAINT_TEMPLATE_ID = 'after-paint';

export interface BootData {
  /** `GET /wps/system/status` for this caller. */
  status: SystemStatus;
  /** `GET /wps/system/settings/consolidated`. */
  settings: ConsolidatedSettings;
  /** `GET /wps/system/banners` for group m_home, on pages that show the home banner block. */
  homeBanners?: Banner[];
  /** `GET /wps/relay/GCSGAME_newGameVendor`, on pages with the game category tabs. */
  gameVendors?: GameVendorMapping;
  /**
   * `GET /wps/relay/GCSGAME_gameList` answers a page shows first: each with the query it was
   * asked with (as the client sends it, without the client context), so the app files it under the
   * same call.
   */
  gameLists?: { query: Record<string, string>; value: GamePage }[];
  /**
   * On /m/activity: `GET /wps/relay/PROMOFE_getAvailablePromotions` (value) and
   * `PROMOFE_getPromotionAnnouncementCategory` as a visitor sees them in the page's language
   * (`BN`, `EN`), so the list and its first picture paint from the HTML.
   */
  promotions?: {
    language: string;
    value: { content: Promotion[] };
    categories: PromotionCategory[];
  };
  /**
   * On /m/message: `GET /wps/relay/MCSFE_getListAnnouncements` for `MESSAGE_LIST_SET` (value) as a
   * visitor reads it in the page's language, so the list paints from the HTML.
   */
  messages?: { language: string; value: AnnouncementsAnswer };
  /**
   * On /m/lottery (the lobby): `GET /lgw/games` (games) and `GET /lgw/numeros/near` of each of its
   * games (near) as answered when the page was sent, so the cards (current issue, countdown,
   * latest result) paint once the screen's code is in, without two more round trips.
   */
  lottery?: {
    games: ValueOf<typeof getLotteryGames>;
    near: { gameId: string; value: ValueOf<typeof getNearNumeros> }[];
  };
}

/**
 * Spec 7: the announcements the message list (/m/message) asks for, B, PL and PU in group m_home,
 * inline in its page (`messages`). Here, beside the boot data, because this module declares no
 * schemas: the app's entry may import it without taking zod along.
 */
export const MESSAGE_LIST_SET = { types: ['B', 'PL', 'PU'], groupName: 'm_home' } as const;

/** The language a page was rendered in: a cookie the app writes beside its `language` storage key. */
export const LANGUAGE_COOKIE = 'language';
