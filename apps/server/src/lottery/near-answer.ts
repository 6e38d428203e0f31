import type { getNearNumeros, ValueOf } from '@app/contract';
import { drawOf, type IssuesRepository } from './issues-repository.ts';

type Near = Awaited<ReturnType<IssuesRepository['near']>>;

/**
 * `GET /lgw/numeros/near`'s answer for one game from its issues: the current and next, the one
 * waiting for its draw and the latest result, with the server's clock as it is now.
 */
export const nearValue = (near: Near): ValueOf<typeof getNearNumeros> => ({
  serverTime: new Date().toISOString(),
  current: near.current && drawOf(near.current),
  next: near.next && drawOf(near.next),
  drawing: near.drawing && drawOf(near.drawing),
  latest: near.latest && drawOf(near.latest),
});

/** The answer for one game, its issues read now (the API; the lobby's page: web/lottery-boot.ts). */
export async function nearAnswer(issues: IssuesRepository, merchantCode: string, gameId: string) {
  return nearValue(await issues.near(merchantCode, gameId));
}
