import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, openRedis, waitForRedis } from '../src/redis/open-redis.ts';
import { type SpawnedServer, spawnServer, uniqueRedisPrefix } from './helpers/spawn-server.ts';
import { json } from './helpers/start-app.ts';
import { type RunningDataApp, startDataApp } from './helpers/start-data-app.ts';
import { deleteKeys, testRedisUrl } from './helpers/test-redis.ts';

const redisUrl = testRedisUrl();

describe.skipIf(redisUrl === undefined)(
  'two server processes on one Redis (REDIS_URL) share the limit and the cache',
  () => {
    const prefix = uniqueRedisPrefix();
    let a: SpawnedServer;
    let b: SpawnedServer;
    /** Requests to /api/public/* so far, from this file, in the current minute. */
    let used = 0;
    const get = (server: SpawnedServer, path: string) => {
      used += 1;
      return fetch(`${server.base}${path}`);
    };

    beforeAll(async () => {
      const env = {
        REDIS_URL: redisUrl ?? '',
        REDIS_PREFIX: prefix,
        RATE_LIMIT_RPM: '60',
        DATABASE_URL: '',
        DATA_DIR: 'memory://',
      };
      [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      if (redisUrl !== undefined) await deleteKeys(redisUrl, prefix);
    });

    it('runs as two processes, both reporting Redis up in health', async () => {
      expect(a.child.pid).not.toBe(b.child.pid);
      for (const server of [a, b]) {
        const body = await json(await get(server, '/api/public/health'));
        expect(body.data.status).toBe('ok');
        expect(body.data.checks.cache.status).toBe('ok');
      }
    });

    it('serves a result computed by one process from the cache on the other (X-Cache: HIT)', async () => {
      const path = '/api/public/domain?domain=SharedCache-Test.com';
      const first = await get(a, path);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-cache')).toBe('MISS');
      const second = await get(b, '/api/public/domain?domain=sharedcache-test.com');
      expect(second.status).toBe(200);
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect((await json(second)).data).toEqual((await json(first)).data);

      const audit = await get(b, '/api/public/seo-audit?url=not%20a%20url');
      expect(audit.status).toBe(400);
    });

    it('refuses the 61st request in a minute with 429, whichever process answers', async () => {
      const remaining: number[] = [];
      while (used < 60) {
        const server = used % 2 === 0 ? a : b;
        const res = await get(server, `/api/public/domain?domain=limit${used}.com`);
        expect(res.status).toBe(200);
        remaining.push(Number(res.headers.get('ratelimit-remaining')));
      }
      // One count for both: the remaining budget falls by one per request, across processes.
      expect(remaining.at(-1)).toBe(0);
      expect(remaining).toEqual([...remaining].sort((x, y) => y - x));

      for (const server of [a, b]) {
        const res = await get(server, '/api/public/domain?domain=one-too-many.com');
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await json(res)).error.code).toBe('rate_limited');
      }
    });
  },
);

describe.skipIf(redisUrl === undefined)('sign-in limits in Redis, shared by two apps', () => {
  const prefix = uniqueRedisPrefix();
  let redis: Redis;
  let a: RunningDataApp;
  let b: RunningDataApp;
  beforeAll(async () => {
    redis = openRedis(redisUrl ?? '');
    expect(await waitForRedis(redis, 5_000)).toBe(true);
    const env = { AUTH_RATE_LIMIT_RPM: '2', REDIS_PREFIX: prefix };
    [a, b] = await Promise.all([startDataApp(env, { redis }), startDataApp(env, { redis })]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    closeRedis(redis);
    if (redisUrl !== undefined) await deleteKeys(redisUrl, prefix);
  });

  it('counts sign-ups per client IP across apps: the third in a minute is 429', async () => {
    const signUp = (app: RunningDataApp, n: number) =>
      app.call('/auth/v1/signup', {
        method: 'POST',
        json: { email: `limit${n}@example.com`, password: 'correct horse battery' },
      });
    expect((await signUp(a, 1)).status).toBe(200);
    expect((await signUp(b, 2)).status).toBe(200);
    const third = await signUp(a, 3);
    expect(third.status).toBe(429);
    expect((await json(third)).code).toBe('over_request_rate_limit');
    expect((await redis.keys(`${prefix}rl:auth:*`)).length).toBeGreaterThan(0);
  });
});
