import type { BootData } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { createPromotionsRepository } from '../promotions/promotions-repository.ts';
import { createPageAnswer } from './page-answer.ts';

/**
 * /m/activity (spec 2.11) with its promotions list and categories inline (contract
 * `BootData.promotions`): the list's first picture is the page's largest element.
 */
export function createPromotionsBoot(app: FastifyInstance) {
  const promotions = createPromotionsRepository(app.db);
  return createPageAnswer('/m/activity', 'promotions', async (merchant, language) => {
    const [content, categories] = await Promise.all([
      promotions.list({
        merchantCode: merchant.code,
        memberId: null,
        language,
        fallbackLanguage: merchant.defaultLanguage,
        imageCdns: merchant.imageCdns,
      }),
      app.repos.promotionCategories.listIn(merchant.code, language, merchant.defaultLanguage),
    ]);
    return { language, value: { content }, categories } satisfies BootData['promotions'];
  });
}
