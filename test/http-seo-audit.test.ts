import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MD_ORDER } from '../src/core/audit/audit-testing.ts';
import { json, type RunningApp, startApp } from './helpers/start-app.ts';

const PAGE = `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>Fresh roasted coffee beans delivered weekly</title>
<meta name="description" content="Single-origin coffee roasted to order and delivered to your door every week, with free shipping on subscriptions.">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head><body><h1>Coffee</h1><p>Good coffee.</p><a href="/about">About our roastery</a>
<img src="/a.png" alt="Beans"></body></html>`;

/** A local site: counts page requests; /slow answers after a delay; /doc.pdf is a PDF. */
let site: Server;
let origin = '';
const hits = new Map<string, number>();

beforeAll(async () => {
  site = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/robots.txt')
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    if (path === '/doc.pdf')
      return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
    if (path.startsWith('/slow')) {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE), 300);
      return undefined;
    }
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe('GET /api/public/seo-audit (server started with ALLOW_PRIVATE_TARGETS=true)', () => {
  let api: RunningApp;
  beforeAll(async () => {
    api = await startApp({ ALLOW_PRIVATE_TARGETS: 'true' });
  });
  afterAll(() => api.close());

  const audit = (url: string, init?: RequestInit) =>
    api.request(`/api/public/seo-audit?url=${encodeURIComponent(url)}`, init);

  it('audits a locally served page: score and the 14 checks in order', async () => {
    const res = await audit(`${origin}/page`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await json(res);
    expect(body.status).toBe('ok');
    const data = body.data;
    expect(Number.isInteger(data.score)).toBe(true);
    expect(data.score).toBeGreaterThanOrEqual(0);
    expect(data.score).toBeLessThanOrEqual(100);
    expect(data.checks.map((c: { id: string }) => c.id)).toEqual(AUDIT_MD_ORDER);
    for (const c of data.checks) {
      expect(Object.keys(c)).toEqual(
        expect.arrayContaining([
          'id',
          'title',
          'status',
          'score',
          'weight',
          'value',
          'explanation',
        ]),
      );
    }
    expect(data).toMatchObject({
      url: `${origin}/page`,
      finalUrl: `${origin}/page`,
      statusCode: 200,
      redirects: [],
      contentType: 'text/html; charset=utf-8',
      truncated: false,
      page: { title: 'Fresh roasted coffee beans delivered weekly', h1: 'Coffee', lang: 'en' },
    });
    expect(data.bytes).toBe(Buffer.byteLength(PAGE));
    const byId = Object.fromEntries(data.checks.map((c: { id: string }) => [c.id, c]));
    expect(byId.https.status).toBe('fail');
    expect(byId['robots-txt'].status).toBe('pass');
  });

  it('serves a repeat from the cache and honours If-None-Match', async () => {
    const first = await audit(`${origin}/cached`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await audit(`${origin}/cached`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(hits.get('/cached')).toBe(1);
    const etag = second.headers.get('etag') ?? '';
    const notModified = await audit(`${origin}/cached`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
  });

  it('makes one fetch for two concurrent identical audits', async () => {
    const [a, b] = await Promise.all([audit(`${origin}/slow`), audit(`${origin}/slow`)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(hits.get('/slow')).toBe(1);
  });

  it.each([
    ['', 400, 'bad_request'],
    ['ftp://example.com/', 400, 'disallowed_target'],
    ['http://user:pw@example.com/', 400, 'invalid_url'],
  ])('answers %j with %i %s', async (url, status, code) => {
    const res = await (url === '' ? api.request('/api/public/seo-audit') : audit(url));
    expect(res.status).toBe(status);
    const body = await json(res);
    expect(body.status).toBe('error');
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(10);
  });

  it('answers 422 naming the content type for a PDF', async () => {
    const res = await audit(`${origin}/doc.pdf`);
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.error.code).toBe('not_html');
    expect(body.error.message).toContain('application/pdf');
  });

  it('answers 502 in plain words when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const res = await audit(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(502);
    const body = await json(res);
    expect(body.error.code).toBe('connection_refused');
  });
});

describe('GET /api/public/seo-audit with the default settings', () => {
  it('refuses a loopback target with 400 before connecting', async () => {
    const api = await startApp();
    try {
      const before = hits.get('/private') ?? 0;
      const res = await api.request(
        `/api/public/seo-audit?url=${encodeURIComponent(`${origin}/private`)}`,
      );
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.error.code).toBe('disallowed_target');
      expect(hits.get('/private') ?? 0).toBe(before);
    } finally {
      await api.close();
    }
  });
});
