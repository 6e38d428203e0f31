import type { FastifyInstance } from 'fastify';
import {
  operatorApproveDeposit,
  operatorListDepositPromotions,
  operatorListDeposits,
  operatorRejectDeposit,
  operatorSaveDepositPromotion,
} from '@app/contract';
import { AppError, badRequest } from '../errors.ts';
import { isAllowedImageUrl } from '../platform/image-urls.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { merchantOf } from '../merchant/merchant-context.ts';
import { createDepositDecisions } from './deposit-decisions.ts';
import { createDepositPromotionsRepository } from './deposit-promotions-repository.ts';

/**
 * The operator's deposit queue (contract operator.ts) and deposit promotions
 * (operator-deposit-promotions.ts); the key is checked in ./index.ts.
 */
export default async function operatorDepositRoutes(app: FastifyInstance) {
  const decisions = createDepositDecisions(app.db, app.money);
  const promotions = createDepositPromotionsRepository(app.db);

  registerEndpoint(app, operatorListDeposits, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const list = await decisions.list(
      merchantOf(request).code,
      request.query.status ?? 'submitted',
    );
    return { list };
  });

  registerEndpoint(app, operatorApproveDeposit, async (request) =>
    decisions.approve(merchantOf(request), request.body.orderId),
  );

  registerEndpoint(app, operatorRejectDeposit, async (request) =>
    decisions.reject(merchantOf(request), request.body.orderId, request.body.reason),
  );

  registerEndpoint(app, operatorListDepositPromotions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { list: await promotions.list(merchantOf(request).code) };
  });

  registerEndpoint(app, operatorSaveDepositPromotion, async (request) => {
    const m = merchantOf(request);
    const b = request.body;
    if (b.imageUrl !== null && !isAllowedImageUrl(b.imageUrl, m.imageCdns)) {
      throw badRequest(
        "body.imageUrl: a path on this site or an address under the merchant's image CDNs",
      );
    }
    const id = await promotions.save(m.code, b);
    if (id === null) throw new AppError('not.found', `No deposit promotion ${b.id} here`);
    return { id };
  });
}
