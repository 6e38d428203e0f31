/**
 * A least-recently-used map bounded by entries and by bytes. Callers choose the keys (every
 * parameter set a client may send), so both bounds are needed: many small answers, or a few large
 * ones (200-game pages), must not grow memory without limit.
 */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createLruCache<V>(options: {
  maxEntries: number;
  maxBytes: number;
  sizeOf: (value: V) => number;
}): LruCache<V> {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the coldest.
  const entries = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      remove(key);
      const size = options.sizeOf(value);
      // Larger than the whole budget: keeping it would evict everything else for one answer.
      if (size > options.maxBytes) return;
      entries.set(key, { value, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
