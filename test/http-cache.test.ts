import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseCache } from '../src/http/response-cache.ts';
import { type ErrorShape, json, type RunningApp, startApp } from './helpers/start-app.ts';

describe('response cache, ETag and 304', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(() => server.close());

  it('serves a repeated request from the cache', async () => {
    const first = await server.request('/api/public/domain?domain=cachedname.com');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await server.request('/api/public/domain?domain=cachedname.com');
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('public, max-age=300');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await json(second)).data).toEqual((await json(first)).data);
  });

  it('shares one entry between spellings of the same name', async () => {
    const a = await server.request('/api/public/domain?domain=SharedEntry.com.');
    expect(a.headers.get('x-cache')).toBe('MISS');
    const b = await server.request('/api/public/domain?domain=sharedentry.com');
    expect(b.headers.get('x-cache')).toBe('HIT');

    const u = await server.request(`/api/public/domain?domain=${encodeURIComponent('münchen.de')}`);
    expect(u.headers.get('x-cache')).toBe('MISS');
    const p = await server.request('/api/public/domain?domain=xn--mnchen-3ya.de');
    expect(p.headers.get('x-cache')).toBe('HIT');
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const first = await server.request('/api/public/domain?domain=etagged.com');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await server.request('/api/public/domain?domain=etagged.com', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await again.text()).toBe('');

    const other = await server.request('/api/public/domain?domain=etagged.com', {
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.status).toBe(200);
  });

  it('does not cache when CACHE_TTL_S=0', async () => {
    const off = await startApp({ CACHE_TTL_S: '0' });
    try {
      await off.request('/api/public/domain?domain=bestcoffee.com');
      const again = await off.request('/api/public/domain?domain=bestcoffee.com');
      expect(again.status).toBe(200);
      expect(again.headers.get('x-cache')).toBe('MISS');
    } finally {
      await off.close();
    }
  });

  it('turns a failing cache (a bug) into a 500 without internals', async () => {
    const broken: ResponseCache = {
      enabled: true,
      get: async () => {
        throw new Error('secret connection string redis://user:pw@host');
      },
      set: async () => {},
    };
    const failing = await startApp({}, { cache: broken });
    try {
      const res = await failing.request('/api/public/domain?domain=bestcoffee.com');
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toMatch(/secret|redis|\.ts|stack/i);
      const body = JSON.parse(text) as ErrorShape;
      expect(body.error.code).toBe('internal');
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await failing.close();
    }
  });
});
