import type { Redis } from 'ioredis';
import type { CachedResponse, ResponseCache } from './response-cache.ts';

/** Options of {@link createRedisCache}. */
export interface RedisCacheOptions {
  /** The client (`openRedis`): its short timeouts keep a slow Redis from holding requests up. */
  redis: Pick<Redis, 'get' | 'set'>;
  /** Entry lifetime in seconds (Redis expires them); 0 disables the cache. */
  ttlS: number;
  /** Prepended to every key, such as `sitelens:cache:`. */
  prefix: string;
  /** Told about every failed command (the cache then behaves as a miss). */
  onError?: (error: unknown) => void;
}

function isCachedResponse(value: unknown): value is CachedResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CachedResponse).json === 'string' &&
    typeof (value as CachedResponse).etag === 'string'
  );
}

const DISABLED: ResponseCache = {
  enabled: false,
  get: async () => undefined,
  set: async () => {},
};

/**
 * A {@link ResponseCache} in Redis, shared by every process on the same Redis: each entry is
 * one JSON string (`{json, etag}`) under `prefix + key` that Redis expires after `ttlS`. It
 * never throws: a failed or timed-out command, or an entry that does not parse, is a miss.
 *
 * @example
 * const cache = createRedisCache({ redis, ttlS: 300, prefix: 'sitelens:cache:' });
 */
export function createRedisCache(options: RedisCacheOptions): ResponseCache {
  if (options.ttlS <= 0) return DISABLED;
  const { redis, ttlS, prefix } = options;
  const onError = options.onError ?? (() => {});
  return {
    enabled: true,
    async get(key) {
      try {
        const raw = await redis.get(prefix + key);
        if (raw === null) return undefined;
        const value: unknown = JSON.parse(raw);
        return isCachedResponse(value) ? value : undefined;
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    async set(key, value) {
      try {
        await redis.set(
          prefix + key,
          JSON.stringify({ json: value.json, etag: value.etag }),
          'EX',
          ttlS,
        );
      } catch (error) {
        onError(error);
      }
    },
  };
}
