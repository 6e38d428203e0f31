import type { getNearNumeros, ValueOf } from '@app/contract';
import { drawOf, type IssuesRepository } from './issues-repository.ts';

/**
 * `GET /lgw/numeros/near`'s answer for one game: its current and next issue, the one waiting for
 * its draw and the latest result, with the server's clock. The lobby's page carries the same
 * answers inline (web/lottery-boot.ts).
 */
export async function nearAnswer(
  issues: IssuesRepository,
  merchantCode: string,
  gameId: string,
): Promise<ValueOf<typeof getNearNumeros>> {
  const near = await issues.near(merchantCode, gameId);
  return {
    serverTime: new Date().toISOString(),
    current: near.current && drawOf(near.current),
    next: near.next && drawOf(near.next),
    drawing: near.drawing && drawOf(near.drawing),
    latest: near.latest && drawOf(near.latest),
  };
}
