import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestServer, startRestServer, type TestUser } from './helpers/rest-server.ts';

const enc = encodeURIComponent;
const TEN_KB = 'a'.repeat(10_240);

/** [query or path suffix, expected status] — every one a client mistake, none a 500. */
const HOSTILE: [string, number][] = [
  [`select=${enc('id,(select password_hash from users)')}`, 400],
  [`select=${enc('*; drop table saved_reports; --')}`, 400],
  [`select=${enc('id::regclass')}`, 400],
  [`select=${enc('users(*)')}`, 400],
  [`select=${enc('"title"" from users --"')}`, 400],
  [`select=${TEN_KB}`, 400],
  [`order=${enc('created_at; drop table users')}`, 400],
  [`order=${enc('(select 1)')}`, 400],
  [`order=${enc('created_at.desc nulls first')}`, 400],
  [`order=${TEN_KB}.desc`, 400],
  [`${enc("title = '' or 1=1 --")}=eq.x`, 400],
  [`${enc('"password_hash"')}=eq.x`, 400],
  [`${TEN_KB}=eq.1`, 400],
  [`id=eq.${enc("' or 1=1 --")}`, 400],
  [`id=eq.${TEN_KB}`, 400],
  [`created_at=gt.${enc("now()'); drop table users; --")}`, 400],
  [`payload=eq.${enc('{not json')}`, 400],
  ['title=eq.a%00b', 400],
  [`title=nope.1`, 400],
  ['title=cs.{a}', 400],
  ['title=5', 400],
  ['title=in.(a,b', 400],
  ['title=is.maybe', 400],
  [`or=(${'and('.repeat(100)}title.eq.1${')'.repeat(100)})`, 400],
  [`or=(title.eq.1,${enc('password_hash')}.eq.2)`, 400],
  ['or=title.eq.1', 400],
  ['id=like.abc', 404],
  ['limit=abc', 400],
  ['limit=-1', 416],
  ['offset=1e3', 400],
  ['users.id=eq.1', 400],
  ['on_conflict=id', 400],
];

const HOSTILE_RANGES = ['9-0', 'abc', '-5', `0-${TEN_KB}`, "0-9'; drop table users"];

/** Issue 4, done-when 4: hostile query strings get PostgREST 4xx bodies, never 500 or a leak. */
describe('/rest/v1 hostile requests over HTTP', () => {
  let server: RestServer;
  let user: TestUser;

  beforeAll(async () => {
    server = await startRestServer();
    user = await server.user('hostile@example.com');
    await server.call(user, 'POST', '/saved_reports', { body: { kind: 'domain', title: 'x' } });
  });
  afterAll(() => server?.close());

  async function expectPostgrestError(res: Response, status: number): Promise<void> {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await res.text();
    const body = JSON.parse(text);
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(typeof body.code).toBe('string');
    // No stack frames, no statement text, no internals.
    expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|json_build_object|\$\d+::|pgrst_source/);
  }

  it.each(
    HOSTILE.map(([query, status]) => [
      query.length > 80 ? `${query.slice(0, 80)}…` : query,
      query,
      status,
    ]),
  )('GET ?%s', async (_label, query, status) => {
    await expectPostgrestError(
      await server.call(user, 'GET', `/saved_reports?${query}`),
      status as number,
    );
  });

  it.each(HOSTILE_RANGES)('Range: %s → 416', async (range) => {
    await expectPostgrestError(
      await server.call(user, 'GET', '/saved_reports', { headers: { range } }),
      416,
    );
  });

  it('answers 400 for hostile bodies and keys', async () => {
    const cases: [string, string, unknown, number][] = [
      ['POST', '/saved_reports', { "title\" = 'x'; --": 1 }, 400],
      ['POST', '/saved_reports', { kind: 'domain', title: TEN_KB }, 400],
      ['POST', '/saved_reports', { kind: "domain'); drop table users; --" }, 400],
      ['POST', '/saved_reports', { kind: 'domain', id: 'not-a-uuid' }, 400],
      ['POST', '/saved_reports', { kind: 'domain', title: 'a\u0000b' }, 400],
      ['POST', '/saved_reports', [1, 2, 3], 400],
      ['PATCH', '/saved_reports?title=eq.x', { title: { toString: 1 } }, 204],
      ['PATCH', '/saved_reports?title=eq.x', { password_hash: 'x' }, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await server.call(user, method, path, { body });
      if (status === 204) expect(res.status).toBe(204);
      else await expectPostgrestError(res, status);
    }
  });

  it('answers PGRST102 for a body that is not JSON', async () => {
    const res = await fetch(`${server.base}/rest/v1/saved_reports`, {
      method: 'POST',
      headers: {
        apikey: server.keys.publishableKey,
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
      },
      body: '{"kind": "domain",',
    });
    await expectPostgrestError(res, 400);
  });

  it('answers PostgREST-shaped 404s and 405s around the resources', async () => {
    await expectPostgrestError(await server.call(user, 'GET', '/users'), 404);
    await expectPostgrestError(await server.call(user, 'GET', '/pg_catalog.pg_tables'), 404);
    await expectPostgrestError(await server.call(user, 'GET', '/saved_reports/extra'), 404);
    await expectPostgrestError(await server.call(user, 'GET', '/'), 404);
    const near = await server.call(user, 'GET', '/saved_report');
    expect(await near.json()).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.saved_report' in the schema cache",
      hint: "Perhaps you meant the table 'public.saved_reports'",
    });
    await expectPostgrestError(await server.call(user, 'PUT', '/saved_reports', { body: {} }), 405);
    await expectPostgrestError(await server.call(user, 'DELETE', '/rpc/usage_summary'), 405);
  });

  it('still serves the caller’s data afterwards', async () => {
    const res = await server.call(user, 'GET', '/saved_reports?select=kind,title');
    // The one report, renamed by the PATCH above (an object value is stored as its JSON text).
    expect(await res.json()).toEqual([{ kind: 'domain', title: '{"toString":1}' }]);
  });
});
