import { LRUCache } from 'lru-cache';

/** A cached success payload: the serialised `data` and its entity tag. */
export interface CachedResponse {
  /** `data` serialised as JSON (the envelope and its `time` are added per response). */
  json: string;
  /** Entity tag of `json`, as sent in the `ETag` header. */
  etag: string;
}

/**
 * Where route handlers keep computed responses, keyed by normalised input. Entries expire
 * after the store's TTL. Implementations must not throw: a store that cannot answer
 * behaves as a miss (the response is then computed again).
 *
 * Today: {@link createMemoryCache} (one process). A shared (Redis) store implements the
 * same two methods.
 */
export interface ResponseCache {
  /** The entry for `key`, or undefined when absent or expired. */
  get(key: string): Promise<CachedResponse | undefined>;
  /** Stores `value` under `key` for the store's TTL. */
  set(key: string, value: CachedResponse): Promise<void>;
  /** True when the store keeps anything (false for the disabled cache). */
  readonly enabled: boolean;
}

/** Options of {@link createMemoryCache}. */
export interface MemoryCacheOptions {
  /** Entry lifetime in seconds; 0 disables the cache. */
  ttlS: number;
  /** Most entries kept; the least recently used are evicted first. */
  maxEntries: number;
  /** Monotonic milliseconds for TTL checks (tests inject one). Default: `performance.now`. */
  now?: () => number;
}

const DISABLED: ResponseCache = {
  enabled: false,
  get: async () => undefined,
  set: async () => {},
};

/**
 * An in-process LRU response cache with a TTL (lru-cache). With `ttlS: 0` it stores nothing.
 *
 * @example
 * const cache = createMemoryCache({ ttlS: 300, maxEntries: 10_000 });
 * await cache.set('bestcoffee.com', { json: '{…}', etag: 'W/"…"' });
 */
export function createMemoryCache(options: MemoryCacheOptions): ResponseCache {
  if (options.ttlS <= 0) return DISABLED;
  const lru = new LRUCache<string, CachedResponse>({
    max: options.maxEntries,
    ttl: options.ttlS * 1000,
    // An injected clock is read on every check (lru-cache otherwise memoises it for 1 ms).
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  return {
    enabled: true,
    get: async (key) => lru.get(key),
    set: async (key, value) => {
      lru.set(key, value);
    },
  };
}
