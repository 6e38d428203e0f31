import type { FastifyInstance } from 'fastify';
import {
  OPERATOR_KEY_HEADER,
  getAvailablePromotions,
  operatorListPromotionApplications,
  operatorPublishPromotion,
  type Promotion,
} from '@app/contract';
import { okValue } from '../helpers/envelope.ts';
import { OPERATOR_KEY, key, operator, type TestMember } from '../cashier/cashier-support.ts';

/** The promotions list as a caller sees it: a member (with its state) or a visitor. */
export async function listPromotions(
  app: FastifyInstance,
  who: TestMember | null,
  headers: Record<string, string> = {},
  query = '',
): Promise<Promotion[]> {
  const url = `${getAvailablePromotions.path}${query}`;
  const res = who ? await who.get(url, headers) : await app.inject({ url, headers });
  return okValue(getAvailablePromotions, res).content;
}

/** Publishes a fresh promotion through the operator API and returns its id. */
export async function publish(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
): Promise<number> {
  const res = await operator(app, operatorPublishPromotion, {
    code: `t-${key().slice(2, 14)}`,
    versions: {
      EN: { title: '[9] Test promotion', content: '<p>Test</p>' },
      BN: { title: '[9] পরীক্ষা প্রচার', content: '<p>পরীক্ষা</p>' },
    },
    images: [
      { sequence: 1, url: '/assets-cdn/banners/test-1.svg' },
      { sequence: 2, url: '/assets-cdn/banners/test-2.svg' },
    ],
    startDate: new Date(Date.now() - 86_400_000).toISOString(),
    mode: 'apply',
    bonusMode: 'claim',
    bonus: 25,
    ...body,
  });
  return okValue(operatorPublishPromotion, res).id;
}

/** The id of a member's application to a promotion, as the operator lists it (applying). */
export async function applicationOf(app: FastifyInstance, promotionId: number, username: string) {
  const res = await app.inject({
    url: `${operatorListPromotionApplications.path}?promotionId=${promotionId}`,
    headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
  });
  const found = okValue(operatorListPromotionApplications, res).list.find(
    (a) => a.username === username,
  );
  if (!found) throw new Error(`no application of ${username} to ${promotionId}`);
  return found.id;
}
