import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueRedisPrefix } from './helpers/spawn-server.ts';
import { json } from './helpers/start-app.ts';
import { type RealServer, startRealServer } from './helpers/start-server.ts';
import { closedPort, startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';
import { deleteKeys, testRedisUrl } from './helpers/test-redis.ts';

const redisUrl = testRedisUrl();
const noData = { env: { DATABASE_URL: '', DATA_DIR: 'memory://' }, remove: async () => {} };

async function timed(request: Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = performance.now();
  const res = await request;
  return { res, ms: performance.now() - started };
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('REDIS_URL pointing at a closed port: the service starts and answers without it', () => {
  let server: RealServer;
  beforeAll(async () => {
    const port = await closedPort();
    server = await startRealServer(noData, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_RPM: '5',
    });
  }, 60_000);
  afterAll(() => server?.close());

  it('answers every request (the limit fails open, the cache is bypassed), quickly', async () => {
    for (let i = 0; i < 12; i += 1) {
      const { res, ms } = await timed(fetch(`${server.base}/api/public/domain?domain=down.com`));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('MISS');
      expect(ms).toBeLessThan(1_000);
    }
  });

  it('reports the cache down and the service degraded in health, still 200 and no-store', async () => {
    const { res, ms } = await timed(fetch(`${server.base}/api/public/health`));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(ms).toBeLessThan(1_500);
    const body = await json(res);
    expect(body.data.status).toBe('degraded');
    expect(body.data.checks.cache.status).toBe('down');
    expect(body.data.checks.database.status).toBe('ok');
  });
});

describe.skipIf(redisUrl === undefined)('Redis lost and back while the service runs', () => {
  const prefix = uniqueRedisPrefix();
  let proxy: TcpProxy;
  let server: RealServer;
  const domain = (name: string) => fetch(`${server.base}/api/public/domain?domain=${name}`);
  const health = async () => json(await fetch(`${server.base}/api/public/health`));

  beforeAll(async () => {
    proxy = await startTcpProxy(Number(new URL(redisUrl ?? '').port || 6379));
    server = await startRealServer(noData, {
      REDIS_URL: proxy.url('redis'),
      REDIS_PREFIX: prefix,
      RATE_LIMIT_RPM: '8',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    if (redisUrl !== undefined) await deleteKeys(redisUrl, prefix);
  });

  it('uses Redis while it is up', async () => {
    expect((await health()).data.checks.cache.status).toBe('ok');
    expect((await domain('lost.com')).headers.get('x-cache')).toBe('MISS');
    expect((await domain('lost.com')).headers.get('x-cache')).toBe('HIT');
  });

  it('keeps answering when Redis goes away: limit open, cache bypassed, health degraded', async () => {
    await proxy.stop();
    for (let i = 0; i < 12; i += 1) {
      const { res, ms } = await timed(domain('lost.com'));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('MISS');
      expect(ms).toBeLessThan(1_000);
    }
    const body = await health();
    expect(body.data.status).toBe('degraded');
    expect(body.data.checks.cache.status).toBe('down');
  });

  it('uses Redis again once it is back: HITs, and the shared limit counts again', async () => {
    await proxy.start();
    await eventually(async () => (await health()).data.checks.cache.status === 'ok', 10_000);
    expect((await domain('lost.com')).headers.get('x-cache')).toBe('HIT');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await domain('back.com')).status);
    expect(statuses).toContain(429);
  });

  it('answers within its timeouts while Redis hangs (connected, never replying)', async () => {
    proxy.freeze(true);
    const { res, ms } = await timed(fetch(`${server.base}/api/public/health`));
    expect(ms).toBeLessThan(1_500);
    const body = await json(res);
    expect(body.data.checks.cache.status).toBe('down');
    const lookup = await timed(domain('hung.com'));
    expect([200, 429]).toContain(lookup.res.status);
    expect(lookup.ms).toBeLessThan(3_000);
    proxy.freeze(false);
  });
});
