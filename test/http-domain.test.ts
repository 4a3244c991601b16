import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorShape, ISO_UTC, json, type RunningApp, startApp } from './helpers/start-app.ts';

const domainPath = (name: string) => `/api/public/domain?domain=${encodeURIComponent(name)}`;

describe('GET /api/public/domain', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(() => server.close());

  it('analyses bestcoffee.com: envelope, scores, valuation, caching and CORS headers', async () => {
    const res = await server.request(domainPath('bestcoffee.com'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    const body = await json(res);
    expect(body.status).toBe('ok');
    expect(body.time).toMatch(ISO_UTC);
    const data = body.data;
    expect(data.domain).toBe('bestcoffee.com');
    expect(data.words).toEqual(['best', 'coffee']);
    for (const score of [data.linguistic.score, data.seo.score]) {
      expect(typeof score).toBe('number');
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    const v = data.valuation;
    expect(v).toEqual({
      estimate: expect.any(Number),
      low: expect.any(Number),
      high: expect.any(Number),
      currency: 'USD',
      confidence: expect.any(Number),
      factors: expect.any(Array),
    });
    expect(v.low).toBeLessThanOrEqual(v.estimate);
    expect(v.estimate).toBeLessThanOrEqual(v.high);
    expect(Array.isArray(data.notes)).toBe(true);
  });

  it('answers a CORS preflight with 204 and the CORS headers', async () => {
    const res = await server.request(domainPath('bestcoffee.com'), {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('accepts an IDN in Unicode and in punycode, with the same result', async () => {
    const unicode = await server.request(domainPath('bücher.de'));
    const puny = await server.request(domainPath('xn--bcher-kva.de'));
    expect(unicode.status).toBe(200);
    expect(puny.status).toBe(200);
    const a = (await json(unicode)).data;
    const b = (await json(puny)).data;
    expect(a.domain).toBe('xn--bcher-kva.de');
    expect(a.unicode).toBe('bücher.de');
    expect(b).toEqual(a);
  });

  const invalid: [string, string | undefined][] = [
    ['no domain parameter', undefined],
    ['empty', ''],
    ['a URL', 'https://x.com/a'],
    ['a path', 'x.com/a'],
    ['a port', 'x.com:80'],
    ['a space', 'exa mple.com'],
    ['a leading hyphen', '-x.com'],
    ['an IP address', '1.2.3.4'],
    ['a 64-character label', `${'a'.repeat(64)}.com`],
    ['a 300-character name', `${'abcdefghi.'.repeat(30)}com`],
    ['a suffix not on the public suffix list', 'foo.notarealtld'],
  ];
  it.each(invalid)('refuses %s with 400 and a message saying what to fix', async (_label, name) => {
    const res = await server.request(name === undefined ? '/api/public/domain' : domainPath(name));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await json(res)) as ErrorShape;
    expect(body).toEqual({
      status: 'error',
      error: {
        code: expect.stringMatching(/^(invalid_domain|bad_request)$/),
        message: expect.any(String),
      },
      time: expect.stringMatching(ISO_UTC),
    });
    expect(body.error.message.length).toBeGreaterThan(15);
    expect(body.error.message).not.toMatch(/must have required property|at .*\.ts:\d+/);
  });

  it('explains a missing parameter in plain words', async () => {
    const body = await json(await server.request('/api/public/domain'));
    expect(body.error.message).toBe(
      'Missing the "domain" query parameter, for example ?domain=bestcoffee.com.',
    );
  });

  it('tells which part of a URL to remove', async () => {
    const body = await json(await server.request(domainPath('https://x.com/a')));
    expect(body.error.message).toContain('x.com');
  });

  it('refuses a repeated parameter with 400', async () => {
    const res = await server.request('/api/public/domain?domain=a.com&domain=b.com');
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe(
      'The "domain" query parameter must be a string (give it once).',
    );
  });
});

describe('unknown paths and methods', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(() => server.close());

  it('answers an unknown path with 404 in the error shape', async () => {
    const res = await server.request('/api/public/nope?x=1');
    expect(res.status).toBe(404);
    const body = (await json(res)) as ErrorShape;
    expect(body.status).toBe('error');
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain('/api/public/nope');
    expect(body.time).toMatch(ISO_UTC);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s on /api/public/domain with 405 and Allow',
    async (method) => {
      const res = await server.request(domainPath('bestcoffee.com'), {
        method,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      const body = (await json(res)) as ErrorShape;
      expect(body.error.code).toBe('method_not_allowed');
      expect(body.error.message).toContain('GET');
    },
  );

  it('answers 405 even when the body of the wrong-method request does not parse', async () => {
    const res = await server.request(domainPath('bestcoffee.com'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(405);
    expect((await json(res)).error.code).toBe('method_not_allowed');
  });

  it('answers a malformed URL with 400 in the error shape', async () => {
    const res = await server.request('/api/public/%E0%A4%A');
    expect(res.status).toBe(400);
    const body = (await json(res)) as ErrorShape;
    expect(body.status).toBe('error');
    expect(body.error.code).toBe('bad_request');
  });
});
