import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './helpers/start-app.ts';
import { type RunningDataApp, startDataApp } from './helpers/start-data-app.ts';

/** A local site whose home page fails several checks (no title, no h1, generic link text). */
const PAGE = `<!doctype html><html><head></head><body><p>Hello</p>
<a href="/next">click here</a><img src="/a.png"></body></html>`;

let site: Server;
let siteUrl = '';

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/robots.txt') return res.writeHead(404).end();
    return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe('signed-in strategy and name search', () => {
  let app: RunningDataApp;
  let token = '';

  beforeAll(async () => {
    app = await startDataApp({ ALLOW_PRIVATE_TARGETS: 'true' });
    const res = await app.call('/auth/v1/signup', {
      method: 'POST',
      json: { email: 'plans@example.com', password: 'correct horse battery' },
    });
    expect(res.status).toBe(200);
    token = (await json(res)).access_token;
  }, 60_000);
  afterAll(() => app?.close());

  const post = (path: string, body: unknown) =>
    app.call(`/api/analyze/${path}`, { method: 'POST', token, json: body });
  const events = async () =>
    json(
      await app.call('/rest/v1/usage_events?select=kind,target&order=created_at.asc', { token }),
    );
  const summary = async () =>
    json(await app.call('/rest/v1/rpc/usage_summary', { method: 'POST', token, json: {} }));

  it('validates before counting: bad input is 400 and costs nothing', async () => {
    expect((await post('strategy', { domain: 'not a domain' })).status).toBe(400);
    expect((await post('strategy', {})).status).toBe(400);
    expect((await post('names', { keywords: '' })).status).toBe(400);
    expect((await post('names', { keywords: 'coffee', style: 'weird' })).status).toBe(400);
    expect(await summary()).toMatchObject({ used: 0, remaining: 10 });
  });

  it('needs a signed-in caller', async () => {
    const res = await app.call('/api/analyze/names', {
      method: 'POST',
      json: { keywords: 'coffee' },
    });
    expect(res.status).toBe(401);
  });

  it('plans a reachable site, records a strategy event, and the plan round-trips through saved_reports', async () => {
    const res = await post('strategy', { domain: 'bestcoffee.com', url: siteUrl });
    expect(res.status).toBe(200);
    const plan = (await json(res)).data;
    const sources = plan.actions.map((a: { source: string }) => a.source);
    expect(sources).toEqual(
      expect.arrayContaining(['audit:title', 'audit:headings', 'audit:link-text']),
    );
    expect(plan.alternatives.length).toBeGreaterThan(0);

    const saved = await app.call('/rest/v1/saved_reports?select=*', {
      method: 'POST',
      token,
      headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
      json: { kind: 'strategy', target: 'bestcoffee.com', title: 'Plan', payload: plan },
    });
    expect(saved.status).toBe(201);
    const row = await json(saved);
    const back = await app.call(`/rest/v1/saved_reports?select=payload&id=eq.${row.id}`, {
      token,
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect((await json(back)).payload).toEqual(plan);
    expect(await events()).toContainEqual({ kind: 'strategy', target: 'bestcoffee.com' });
  });

  it('searches names, records a name_search event, and the result round-trips through saved_reports', async () => {
    const res = await post('names', { keywords: 'coffee shop', tlds: ['com', 'io'], check: false });
    expect(res.status).toBe(200);
    const data = (await json(res)).data;
    expect(data.candidates.length).toBeGreaterThanOrEqual(50);
    const saved = await app.call('/rest/v1/saved_reports?select=id', {
      method: 'POST',
      token,
      headers: { prefer: 'return=representation' },
      json: { kind: 'name_search', target: 'coffee shop', title: 'Names', payload: data },
    });
    expect(saved.status).toBe(201);
    const [{ id }] = await json(saved);
    const back = await app.call(`/rest/v1/saved_reports?select=kind,payload&id=eq.${id}`, {
      token,
    });
    expect(await json(back)).toEqual([{ kind: 'name_search', payload: data }]);
    expect(await events()).toContainEqual({ kind: 'name_search', target: 'coffee shop' });
  });

  it('enforces the daily quota on both', async () => {
    const used = (await summary()).used as number;
    for (let i = used; i < 10; i++) {
      expect((await post('names', { keywords: `coffee ${i}`, check: false })).status).toBe(200);
    }
    const names = await post('names', { keywords: 'tea house', check: false });
    expect(names.status).toBe(429);
    expect(names.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await json(names)).toMatchObject({
      error: { code: 'quota_exceeded' },
      limit: 10,
      used: 10,
    });
    const strategy = await post('strategy', { domain: 'example.com', url: siteUrl });
    expect(strategy.status).toBe(429);
    expect(await summary()).toMatchObject({ used: 10, remaining: 0 });
  });
});
