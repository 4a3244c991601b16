import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JS_BUDGET_BYTES, jsSizes } from '../scripts/web-js-sizes.ts';
import { createFetchPage } from '../src/fetcher/index.ts';
import { DEFAULT_WEB_DIST, isClientRoute } from '../src/http/web-app.ts';
import { VERSION } from '../src/version.ts';
import { json, type RunningApp, startApp } from './helpers/start-app.ts';
import { startDataApp } from './helpers/start-data-app.ts';
import {
  hasOpenssl,
  makeCertificate,
  startTlsFront,
  type TlsFront,
  trustingConnector,
} from './helpers/tls-front.ts';

const BUILT = existsSync(join(DEFAULT_WEB_DIST, 'index.html'));
if (!BUILT) {
  console.warn('web/dist is missing: run `npm run build` (npm test builds it first).');
}

describe('isClientRoute', () => {
  it('leaves the server its prefixes and files, and the rest to the app', () => {
    for (const path of ['/', '/status', '/saved/abc', '/audit', '/nope/deeper']) {
      expect(isClientRoute(path)).toBe(true);
    }
    for (const path of [
      '/api',
      '/api/public/nope',
      '/auth/v1/nope',
      '/rest/v1/x',
      '/docs',
      '/docs/static/x',
      '/openapi.json',
      '/favicon.ico',
      '/assets/missing.js',
    ]) {
      expect(isClientRoute(path)).toBe(false);
    }
  });
});

describe.skipIf(!BUILT)('the web app, served by the API server', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(() => server.close());

  it('serves index.html at / with the tags crawlers read, and a strict CSP', async () => {
    const res = await server.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('"@type": "WebApplication"');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  });

  it('answers client-side routes with the app, and keeps JSON 404s for the server paths', async () => {
    for (const path of ['/status', '/saved/123', '/signin?next=/usage', '/no-such-page']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    for (const path of ['/api/public/nope', '/api/nope', '/assets/missing.js', '/rest/v1/x']) {
      const res = await server.request(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
    const post = await server.request('/status', { method: 'POST' });
    expect(post.status).toBe(404);
    expect((await json(post)).error.code).toBe('not_found');
    expect((await server.request('/api/public/health')).status).toBe(200);
  });

  it('serves hashed assets for a year and public files for an hour', async () => {
    const html = await (await server.request('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const asset = await server.request(script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await server.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await robots.text()).toContain('Disallow: /api/');
  });

  it('tells the page no publishable key when accounts are off', async () => {
    const res = await server.request('/app-config.json');
    expect(await res.json()).toEqual({ supabaseUrl: server.base, publishableKey: null });
  });

  it('keeps the JavaScript under the 250 kB gzip budget', () => {
    const total = jsSizes(DEFAULT_WEB_DIST).reduce((sum, file) => sum + file.gzip, 0);
    expect(total).toBeGreaterThan(10_000);
    expect(total).toBeLessThan(JS_BUDGET_BYTES);
  });
});

describe.skipIf(!BUILT)('the web app with accounts', () => {
  it('gives the page the publishable key', async () => {
    const server = await startDataApp();
    try {
      const res = await server.request('/app-config.json');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        supabaseUrl: server.base,
        publishableKey: server.keys.publishableKey,
      });
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!BUILT || !hasOpenssl())('our own audit of the home page', () => {
  let server: RunningApp;
  let front: TlsFront;
  beforeAll(async () => {
    const certificate = makeCertificate();
    // The audit fetches the page through a TLS front, as a deployment serves it; the
    // fetcher trusts the test certificate and may reach loopback (ALLOW_PRIVATE_TARGETS).
    const fetchPage = createFetchPage({
      version: VERSION,
      allowPrivateTargets: true,
      connect: trustingConnector(certificate),
    });
    server = await startApp({ ALLOW_PRIVATE_TARGETS: 'true' }, { fetchPage });
    front = await startTlsFront(server.base, certificate);
  });
  afterAll(async () => {
    await front?.close();
    await server?.close();
  });

  async function audit(url: string) {
    const res = await server.request(`/api/public/seo-audit?url=${encodeURIComponent(url)}`);
    expect(res.status).toBe(200);
    return (await json(res)).data as {
      score: number;
      checks: { id: string; status: string; explanation: string }[];
    };
  }

  it('scores at least 95 served over https', async () => {
    const data = await audit(`${front.base}/`);
    const notPassing = data.checks.filter((c) => c.status !== 'pass' && c.status !== 'n/a');
    expect(notPassing).toEqual([]);
    expect(data.score).toBeGreaterThanOrEqual(95);
  });

  it('passes every check but https over plain http on loopback', async () => {
    const data = await audit(`${server.base}/`);
    const notPassing = data.checks.filter((c) => c.status !== 'pass' && c.status !== 'n/a');
    expect(notPassing.map((c) => c.id)).toEqual(['https']);
  });
});
