import type { getGameList } from '@app/contract';
import type { z } from 'zod';
import type { GameListFilter } from './catalogue-repository.ts';

/**
 * The repository's filter from a parsed game-list query. The client context (language, platform,
 * token) changes nothing in the answer, so it is left out: one cache entry serves every client.
 */
export const gameListFilter = (q: GameListQuery): GameListFilter => {
  const known = filters.get(q);
  if (known) return known;
  const filter = Object.freeze(filterOf(q));
  filters.set(q, filter);
  return filter;
};

type GameListQuery = z.output<NonNullable<typeof getGameList.query>>;

/**
 * The route's validator hands the same frozen query object to every request with the same query
 * string (register-endpoint.ts), so its filter, and the cache key made of it, are worked out once.
 */
const filters = new WeakMap<GameListQuery, GameListFilter>();

const filterOf = (q: GameListQuery): GameListFilter => ({
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
