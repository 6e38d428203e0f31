import { languageCodes, type BootData } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPromotionsRepository } from '../../repositories/promotions-repository.ts';

/** The page whose first screen is the promotions list (spec 2.11). */
const ACTIVITY_PATH = '/m/activity';

/**
 * The promotions list and categories of /m/activity inline in the page (contract
 * `BootData.promotions`), as a visitor sees them in the page's language (the renderer's: the
 * language cookie, else BN), so that the list and its first picture (the page's largest element)
 * paint from the HTML instead of after the app has loaded. Kept per merchant and language until
 * content changes (`clear`, with the rendered pages that hold it, so the two always agree).
 */
export function createPromotionsBoot(app: FastifyInstance) {
  const promotions = createPromotionsRepository(app.db);
  const cache = new Map<string, Promise<string>>();

  const load = async (merchantCode: string, fallback: string, language: string) => {
    const [content, categories] = await Promise.all([
      promotions.list({ merchantCode, memberId: null, language, fallbackLanguage: fallback }),
      app.repos.promotionCategories.listIn(merchantCode, language, fallback),
    ]);
    const boot: NonNullable<BootData['promotions']> = { language, value: { content }, categories };
    return JSON.stringify(boot);
  };

  return {
    clear: () => cache.clear(),
    /** `,"promotions":{...}` for the activity page, '' for any other. */
    async fieldFor(
      request: FastifyRequest,
      merchant: { code: string; defaultLanguage: string },
      language: string | undefined,
    ): Promise<string> {
      if (request.url.split('?')[0] !== ACTIVITY_PATH) return '';
      const lang = languageCodes.find((c) => c === language) ?? 'BN';
      const key = `${merchant.code}|${lang}`;
      let json = cache.get(key);
      if (!json) {
        json = load(merchant.code, merchant.defaultLanguage, lang);
        json.catch(() => cache.delete(key));
        cache.set(key, json);
      }
      return `,"promotions":${await json}`;
    },
  };
}
