import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  applyPromotion,
  claimPromotion,
  getAvailablePromotions,
  getPromotionCategories,
  getPromotionDetail,
  headerNames,
} from '@app/contract';
import { notFound } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { realMemberOf } from '../accounts/auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { languageOf } from '../merchant/request-context.ts';
import { createPromotionsRepository } from './promotions-repository.ts';
import { createPromotionService } from './promotions.ts';
import bonusGrantRoutes from './bonus-grant-routes.ts';

/**
 * The caller's member id when an Authorization header names a live session, else null: the list
 * and detail are public (spec 7 token-free), the state is the member's own. A stale token reads as
 * a visitor here; apply and claim answer it with 401.
 */
async function memberIdOf(request: FastifyRequest): Promise<number | null> {
  const header = request.headers[headerNames.authorization.toLowerCase()];
  const token = typeof header === 'string' ? header.trim() : '';
  if (!token) return null;
  const session = await request.server.sessions.authenticate(token, merchantOf(request).code);
  return session?.memberId ?? null;
}

/**
 * Promotions (contract promotions.ts): the /m/activity list, detail, apply and claim; and the
 * member's bonus grants (bonus-grant-routes.ts).
 */
export default async function promotionRoutes(app: FastifyInstance) {
  const promotions = createPromotionsRepository(app.db);
  const service = createPromotionService(app.db, app.money);
  await app.register(bonusGrantRoutes);

  const view = async (request: FastifyRequest, memberId: number | null) => {
    const m = merchantOf(request);
    return {
      merchantCode: m.code,
      memberId,
      language: languageOf(request),
      fallbackLanguage: m.defaultLanguage,
      imageCdns: m.imageCdns,
    };
  };
  const detail = async (request: FastifyRequest, id: number, memberId: number | null) => {
    const p = await promotions.find({ ...(await view(request, memberId)), id });
    if (!p) throw notFound('No such promotion');
    return p;
  };

  registerEndpoint(app, getPromotionCategories, async (request) => {
    const m = merchantOf(request);
    return app.repos.promotionCategories.listIn(m.code, languageOf(request), m.defaultLanguage);
  });

  registerEndpoint(app, getAvailablePromotions, async (request) => ({
    content: await promotions.list({
      ...(await view(request, await memberIdOf(request))),
      categoryId: request.query.categoryId,
    }),
  }));

  registerEndpoint(app, getPromotionDetail, async (request) =>
    detail(request, request.query.id, await memberIdOf(request)),
  );

  registerEndpoint(app, applyPromotion, async (request) => {
    const member = realMemberOf(request);
    const { promotionId, comment } = request.body;
    await service.apply(merchantOf(request), member.memberId, promotionId, comment);
    return detail(request, promotionId, member.memberId);
  });

  registerEndpoint(app, claimPromotion, async (request) => {
    const member = realMemberOf(request);
    await service.claim(merchantOf(request), member.memberId, request.body.promotionId);
    return detail(request, request.body.promotionId, member.memberId);
  });
}
