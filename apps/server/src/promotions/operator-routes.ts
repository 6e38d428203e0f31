import type { FastifyInstance } from 'fastify';
import {
  operatorApprovePromotionApplication,
  operatorListPromotionApplications,
  operatorPublishHelpEntry,
  operatorPublishPromotion,
  operatorRejectPromotionApplication,
} from '@app/contract';
import { badRequest } from '../errors.ts';
import { isAllowedImageUrl } from '../platform/image-urls.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { createPromotionsRepository } from './promotions-repository.ts';
import { createPromotionService } from './promotions.ts';
import { CONTENT_TOPIC } from '../web/boot-data.ts';

const dateOf = (s: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00Z` : s);

/**
 * The operator's side of promotions and help (contract promotions.ts), registered inside the
 * operator scope (its key and merchant). Published HTML goes through the server's one sanitiser
 * (lib/sanitize-html.ts) in the repositories, whatever the caller sends.
 */
export default async function operatorPromotionRoutes(app: FastifyInstance) {
  const promotions = createPromotionsRepository(app.db);
  const service = createPromotionService(app.db, app.money);

  registerEndpoint(app, operatorListPromotionApplications, async (request) => ({
    list: await service.listApplications(merchantOf(request).code, request.query),
  }));

  registerEndpoint(app, operatorApprovePromotionApplication, async (request) =>
    service.approve(merchantOf(request), request.body.applicationId),
  );

  registerEndpoint(app, operatorRejectPromotionApplication, async (request) =>
    service.reject(merchantOf(request), request.body.applicationId, request.body.reason),
  );

  registerEndpoint(app, operatorPublishPromotion, async (request) => {
    const m = merchantOf(request);
    const b = request.body;
    const startAt = dateOf(b.startDate);
    const endAt = b.endDate === null ? null : dateOf(b.endDate);
    if (endAt && endAt <= startAt) throw badRequest('endDate must be after startDate');
    if (b.mode === 'apply' && !b.bonus && b.bonusMode === 'issue')
      throw badRequest('An issue promotion needs a bonus');
    const known = new Set((await app.repos.promotionCategories.list(m.code)).map((c) => c.id));
    if (b.categoryIds.some((id) => !known.has(id))) throw badRequest('Unknown category id');
    const foreign = b.images.findIndex((image) => !isAllowedImageUrl(image.url, m.imageCdns));
    if (foreign >= 0) {
      throw badRequest(
        `body.images.${foreign}.url: a path on this site or an address under the merchant's image CDNs`,
      );
    }
    const id = await promotions.upsert(m.code, {
      code: b.code,
      versions: b.versions,
      images: b.images,
      categoryIds: b.categoryIds,
      startAt,
      endAt,
      mode: b.mode,
      bonusMode: b.bonusMode,
      bonusMinor: b.bonus ?? 0,
      turnoverMultiple: b.turnoverMultiple,
      forfeitAllowed: b.forfeitAllowed,
      closed: b.closed,
      sortOrder: b.sortOrder,
    });
    await app.invalidation.publish(CONTENT_TOPIC, m.code);
    return { id };
  });

  registerEndpoint(app, operatorPublishHelpEntry, async (request) => {
    const m = merchantOf(request);
    const b = request.body;
    await app.repos.help.upsert(m.code, {
      code: b.code,
      device: b.device,
      lang: b.lang,
      title: b.title,
      contentHtml: b.content,
      tag: b.tag,
      children: b.children,
      sortOrder: b.sortOrder,
    });
    return { code: b.code, lang: b.lang };
  });
}
