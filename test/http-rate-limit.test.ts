import { describe, expect, it } from 'vitest';
import { type ErrorShape, json, startApp } from './helpers/start-app.ts';

async function hammer(send: () => Promise<Response>, count: number, batch = 50): Promise<number[]> {
  const statuses: number[] = [];
  for (let done = 0; done < count; done += batch) {
    const responses = await Promise.all(
      Array.from({ length: Math.min(batch, count - done) }, () =>
        send().then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    statuses.push(...responses);
  }
  return statuses;
}

describe('fair-use rate limit on /api/public/*', () => {
  it('gives the 61st request in a minute 429 with Retry-After and RateLimit-* headers', async () => {
    const server = await startApp({ RATE_LIMIT_RPM: '60' });
    try {
      // CORS preflights are not counted.
      for (let i = 0; i < 5; i += 1) {
        const pre = await server.request('/api/public/domain?domain=a.com', {
          method: 'OPTIONS',
          headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
        });
        expect(pre.status).toBe(204);
      }
      const first = await server.request('/api/public/domain?domain=bestcoffee.com');
      expect(first.status).toBe(200);
      expect(first.headers.get('ratelimit-limit')).toBe('60');
      expect(first.headers.get('ratelimit-remaining')).toBe('59');
      expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);

      const statuses = [];
      for (let i = 2; i <= 60; i += 1) {
        const path = i % 2 ? '/api/public/health' : '/api/public/domain?domain=bestcoffee.com';
        const res = await server.request(path);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);

      const limited = await server.request('/api/public/domain?domain=bestcoffee.com');
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers.get('ratelimit-limit')).toBe('60');
      expect(limited.headers.get('ratelimit-remaining')).toBe('0');
      expect(limited.headers.get('ratelimit-reset')).not.toBeNull();
      expect(limited.headers.get('cache-control')).toBe('no-store');
      expect(limited.headers.get('x-cache')).toBeNull();
      expect(limited.headers.get('access-control-allow-origin')).toBe('*');
      const body = (await json(limited)) as ErrorShape;
      expect(body.status).toBe('error');
      expect(body.error.code).toBe('rate_limited');
      expect(body.error.message).toMatch(/60 per minute/);

      // The docs are not part of the public API and are not limited.
      expect((await server.request('/openapi.json')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('lets 500 requests through when RATE_LIMIT_RPM=0', async () => {
    const server = await startApp({ RATE_LIMIT_RPM: '0' });
    try {
      const statuses = await hammer(
        () => server.request('/api/public/domain?domain=bestcoffee.com'),
        500,
      );
      expect(statuses).toHaveLength(500);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const res = await server.request('/api/public/health');
      expect(res.headers.get('ratelimit-limit')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('counts per client IP from X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const send = (server: Awaited<ReturnType<typeof startApp>>, ip: string) =>
      server.request('/api/public/health', { headers: { 'x-forwarded-for': ip } });

    const trusting = await startApp({ RATE_LIMIT_RPM: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      expect((await hammer(() => send(trusting, '203.0.113.1'), 3, 1)).at(-1)).toBe(429);
      expect((await send(trusting, '203.0.113.2')).status).toBe(200);
    } finally {
      await trusting.close();
    }

    const direct = await startApp({ RATE_LIMIT_RPM: '2' });
    try {
      await hammer(() => send(direct, '203.0.113.1'), 2, 1);
      expect((await send(direct, '203.0.113.2')).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
