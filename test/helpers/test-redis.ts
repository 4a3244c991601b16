import { Redis } from 'ioredis';
import { loadConfig } from '../../src/config.ts';

/**
 * The Redis of the test run (`REDIS_URL`, as CI's second run sets it), read through the
 * config module; undefined when unset, and the tests that need a real Redis skip.
 */
export function testRedisUrl(): string | undefined {
  return loadConfig().redisUrl;
}

/** Deletes every key under `prefix` (a test's own, from `uniqueRedisPrefix`). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
