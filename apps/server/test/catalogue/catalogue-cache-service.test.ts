import { describe, expect, it } from 'vitest';
import { createLruCache } from '../../src/platform/cache/lru-cache.ts';
import { createCatalogueCache } from '../../src/catalogue/catalogue-cache.ts';

const body = (s: string) => Buffer.from(s);

/** A load the test finishes by hand. */
function deferred() {
  let resolve!: (b: Buffer) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<Buffer>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('the LRU behind the catalogue cache', () => {
  it('drops the least recently used entry past the entry bound', () => {
    const lru = createLruCache<string>({ maxEntries: 2, maxBytes: 1_000, sizeOf: (s) => s.length });
    lru.set('a', 'A');
    lru.set('b', 'B');
    lru.get('a');
    lru.set('c', 'C');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('keeps to its byte budget and refuses an entry larger than all of it', () => {
    const lru = createLruCache<string>({ maxEntries: 100, maxBytes: 10, sizeOf: (s) => s.length });
    lru.set('a', 'xxxx');
    lru.set('b', 'yyyy');
    lru.set('c', 'zzzz');
    expect(lru.bytes).toBe(8);
    expect(lru.get('a')).toBeUndefined();
    lru.set('huge', 'x'.repeat(11));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
  });
});

describe('catalogue cache', () => {
  it('loads a cold key once for many waiters, then answers without a promise', async () => {
    const cache = createCatalogueCache();
    const load = deferred();
    let loads = 0;
    const loader = () => (loads++, load.promise);
    const waiters = [cache.get('k', loader), cache.get('k', loader)];
    load.resolve(body('one'));
    expect((await Promise.all(waiters)).map(String)).toEqual(['one', 'one']);
    expect(loads).toBe(1);
    expect(String(cache.get('k', loader) as Buffer)).toBe('one');
  });

  it('does not keep what a load read before a clear (the change may postdate it)', async () => {
    const cache = createCatalogueCache();
    const stale = deferred();
    const waiting = cache.get('k', () => stale.promise);
    cache.clear();
    stale.resolve(body('before'));
    expect(String(await waiting)).toBe('before');
    expect(String(await cache.get('k', async () => body('after')))).toBe('after');
  });

  it('retries after a failed load', async () => {
    const cache = createCatalogueCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(String(await cache.get('k', async () => body('up')))).toBe('up');
  });
});
