import { createLruCache } from '../platform/cache/lru-cache.ts';

/**
 * The invalidation topic of the catalogue (games and vendors). Whoever changes either publishes
 * `app.invalidation.publish(CATALOGUE_TOPIC, <what changed>)` after committing; every process then
 * drops all its cached lists, since any list may hold the changed game. The key is for logs only.
 */
export const CATALOGUE_TOPIC = 'catalogue';

/**
 * Pre-serialised success envelopes of the catalogue lists (game list, hot, vendors, types), one per
 * parameter set. Every visitor of a category screen asks for the same few pages, and the catalogue
 * changes rarely; so each answer is queried, validated and encoded once and then sent as bytes.
 * There is no expiry: a change that is not published would be a bug in its writer.
 */
export interface CatalogueCache {
  /**
   * The cached bytes of `key`, or a promise of them loaded by `load`: one load per key at a time,
   * so a burst of requests for a cold page costs one query.
   */
  get(key: string, load: () => Promise<Buffer>): Buffer | Promise<Buffer>;
  /** Drops everything, including loads under way (their answers serve only their own waiters). */
  clear(): void;
  readonly size: number;
}

export interface CatalogueCacheOptions {
  /** Parameter sets kept; every combination of filters is a key. */
  maxEntries?: number;
  /** Bytes kept; a 200-game page is about 150 KB. */
  maxBytes?: number;
}

export function createCatalogueCache(options: CatalogueCacheOptions = {}): CatalogueCache {
  const answers = createLruCache<Buffer>({
    maxEntries: options.maxEntries ?? 2_000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    sizeOf: (b) => b.length,
  });
  const loading = new Map<string, Promise<Buffer>>();
  // Bumped by clear(): a load that started before a change must not store what it read.
  let generation = 0;

  return {
    get(key, load) {
      const hit = answers.get(key);
      if (hit) return hit;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = load().then(
        (body) => {
          if (started === generation) answers.set(key, body);
          if (loading.get(key) === promise) loading.delete(key);
          return body;
        },
        (err: unknown) => {
          // A failed load (database down) is retried by the next request.
          if (loading.get(key) === promise) loading.delete(key);
          throw err;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation++;
      answers.clear();
      loading.clear();
    },
    get size() {
      return answers.size;
    },
  };
}
