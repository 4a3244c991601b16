import { describe, expect, it } from 'vitest';
import { createRedisCache } from './redis-cache.ts';

/** A stand-in for the two ioredis commands the cache uses. */
function fakeRedis(fail = false) {
  const data = new Map<string, { value: string; ttl: number }>();
  const calls: unknown[][] = [];
  return {
    data,
    calls,
    async get(key: string) {
      calls.push(['get', key]);
      if (fail) throw new Error('Connection is closed.');
      return data.get(key)?.value ?? null;
    },
    async set(key: string, value: string, mode: 'EX', ttl: number) {
      calls.push(['set', key, value, mode, ttl]);
      if (fail) throw new Error('Command timed out');
      data.set(key, { value, ttl });
      return 'OK' as const;
    },
  };
}

type AsRedis = Parameters<typeof createRedisCache>[0]['redis'];

describe('createRedisCache', () => {
  it('stores JSON under the prefix with the TTL, and reads it back', async () => {
    const redis = fakeRedis();
    const cache = createRedisCache({
      redis: redis as unknown as AsRedis,
      ttlS: 300,
      prefix: 'p:cache:',
    });
    expect(cache.enabled).toBe(true);
    await cache.set('bestcoffee.com', { json: '{"a":1}', etag: 'W/"x"' });
    expect(redis.calls).toEqual([
      ['set', 'p:cache:bestcoffee.com', '{"json":"{\\"a\\":1}","etag":"W/\\"x\\""}', 'EX', 300],
    ]);
    expect(await cache.get('bestcoffee.com')).toEqual({ json: '{"a":1}', etag: 'W/"x"' });
    expect(await cache.get('other.com')).toBeUndefined();
  });

  it('treats a failing Redis and a malformed entry as a miss, and reports the errors', async () => {
    const errors: unknown[] = [];
    const failing = createRedisCache({
      redis: fakeRedis(true) as unknown as AsRedis,
      ttlS: 60,
      prefix: 'p:',
      onError: (error) => errors.push(error),
    });
    await expect(failing.set('k', { json: '1', etag: 'e' })).resolves.toBeUndefined();
    await expect(failing.get('k')).resolves.toBeUndefined();
    expect(errors).toHaveLength(2);

    const redis = fakeRedis();
    redis.data.set('p:bad', { value: 'not json', ttl: 1 });
    redis.data.set('p:shape', { value: '{"json":1}', ttl: 1 });
    const cache = createRedisCache({ redis: redis as unknown as AsRedis, ttlS: 60, prefix: 'p:' });
    expect(await cache.get('bad')).toBeUndefined();
    expect(await cache.get('shape')).toBeUndefined();
  });

  it('is off with a TTL of 0', async () => {
    const redis = fakeRedis();
    const cache = createRedisCache({ redis: redis as unknown as AsRedis, ttlS: 0, prefix: 'p:' });
    expect(cache.enabled).toBe(false);
    await cache.set('k', { json: '1', etag: 'e' });
    expect(redis.calls).toEqual([]);
  });
});
