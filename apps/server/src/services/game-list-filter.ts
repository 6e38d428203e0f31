import type { getGameList } from '@app/contract';
import type { z } from 'zod';
import type { GameListFilter } from '../repositories/catalogue-repository.ts';

/**
 * The repository's filter from a parsed game-list query. The client context (language, platform,
 * token) changes nothing in the answer, so it is left out: one cache entry serves every client.
 */
export const gameListFilter = (
  q: z.output<NonNullable<typeof getGameList.query>>,
): GameListFilter => ({
  gameName: q.gameName || undefined,
  gameType: q.gameType || undefined,
  vassalage: q.vassalage || undefined,
  gameClassify: q.gameClassify || undefined,
  minBet: q.minBet,
  minLine: q.minLine,
  isNew: q.isNew === '1',
  pageNo: q.pageNo,
  pageSize: q.pageSize,
});
