import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestServer, startRestServer, type TestUser } from './helpers/rest-server.ts';
import { json } from './helpers/start-app.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/;
const JSON_TYPE = 'application/json; charset=utf-8';

/** The PostgREST grammar, headers and statuses of /rest/v1, over real HTTP. */
describe('/rest/v1 over HTTP', () => {
  let server: RestServer;
  let user: TestUser;

  beforeAll(async () => {
    server = await startRestServer();
    user = await server.user('grammar@example.com');
    const rows = Array.from({ length: 12 }, (_, i) => ({
      kind: i % 3 === 0 ? 'seo_audit' : 'domain',
      target: i === 5 ? 'a,b (c)' : `site${i}.com`,
      title: `Report ${String(i).padStart(2, '0')}`,
      payload: { score: i },
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    const res = await server.call(user, 'POST', '/saved_reports', { body: rows });
    expect(res.status).toBe(201);
  });
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    server.call(user, 'GET', `/saved_reports${path}`, { headers });

  it('reads rows as JSON with PostgREST timestamps and Content-Range', async () => {
    const res = await get('?select=id,title,payload,created_at&order=created_at.desc&limit=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(res.headers.get('content-range')).toBe('0-1/*');
    const rows = await json(res);
    expect(rows.map((r: { title: string }) => r.title)).toEqual(['Report 11', 'Report 10']);
    expect(rows[0].payload).toEqual({ score: 11 });
    expect(rows[0].created_at).toMatch(ISO);
    expect(rows[0].created_at).toBe('2026-01-01T00:11:00.000000+00:00');
  });

  it('pages with offset, Range and counts (206 partial, 416 past the end)', async () => {
    const page = await get('?select=title&order=title&offset=10&limit=5', {
      prefer: 'count=exact',
    });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe('10-11/12');
    expect(await json(page)).toEqual([{ title: 'Report 10' }, { title: 'Report 11' }]);

    const ranged = await get('?select=title&order=title', { range: '0-2', 'range-unit': 'items' });
    expect(ranged.headers.get('content-range')).toBe('0-2/*');
    expect(await json(ranged)).toHaveLength(3);

    const all = await get('?select=title', { prefer: 'count=exact' });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-11/12');

    const past = await get('?offset=20', { prefer: 'count=exact' });
    expect(past.status).toBe(416);
    expect(await json(past)).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 20 was requested, but there are only 12 rows.',
    });

    const none = await get('?kind=eq.strategy', { prefer: 'count=exact' });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await server.call(user, 'HEAD', '/saved_reports?kind=eq.domain', {
      headers: { prefer: 'count=exact' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-7/8');
    expect(await res.text()).toBe('');
  });

  it('filters with every operator, or/and trees and PostgREST quoting', async () => {
    const titles = async (query: string) =>
      (await json(await get(`?select=title&order=title&${query}`))).map(
        (r: { title: string }) => r.title,
      );
    expect(await titles('title=eq.Report 01')).toEqual(['Report 01']);
    expect(await titles('title=gte.Report 10')).toEqual(['Report 10', 'Report 11']);
    expect(await titles('title=lt.Report 01')).toEqual(['Report 00']);
    expect(await titles('title=like.*0*&kind=neq.domain')).toEqual([
      'Report 00',
      'Report 03',
      'Report 06',
      'Report 09',
    ]);
    expect(await titles('title=ilike.REPORT 1*')).toEqual(['Report 10', 'Report 11']);
    expect(await titles(`target=in.(site1.com,${encodeURIComponent('"a,b (c)"')})`)).toEqual([
      'Report 01',
      'Report 05',
    ]);
    expect(await titles('target=in.()')).toEqual([]);
    expect(await titles('title=not.in.(Report 00,Report 01)&kind=eq.seo_audit')).toEqual([
      'Report 03',
      'Report 06',
      'Report 09',
    ]);
    expect(
      await titles('or=(title.eq.Report 02,and(kind.eq.seo_audit,title.gt.Report 08))'),
    ).toEqual(['Report 02', 'Report 09']);
    expect(await titles('not.or=(kind.eq.domain,title.lt.Report 09)')).toEqual(['Report 09']);
    expect(
      await titles('created_at=gte.2026-01-01T00:10:00Z&created_at=lt.2026-01-01T00:11:00Z'),
    ).toEqual(['Report 10']);
    expect(await titles('target=is.null')).toEqual([]);
    expect(await titles('payload=eq.{"score":4}')).toEqual(['Report 04']);
  });

  it('renames columns with aliases and casts to text', async () => {
    const res = await get('?select=name:title,when:created_at::text&title=eq.Report 03');
    expect(await json(res)).toEqual([
      { name: 'Report 03', when: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/) },
    ]);
  });

  it('answers one object for vnd.pgrst.object+json, else 406 PGRST116', async () => {
    const one = await get('?select=title&title=eq.Report 07', {
      accept: 'application/vnd.pgrst.object+json',
    });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe(
      'application/vnd.pgrst.object+json; charset=utf-8',
    );
    expect(await json(one)).toEqual({ title: 'Report 07' });
    const many = await get('?kind=eq.domain', { accept: 'application/vnd.pgrst.object+json' });
    expect(many.status).toBe(406);
    expect(await json(many)).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 8 rows',
      hint: null,
    });
  });

  it('inserts, updates and deletes with return=minimal and return=representation', async () => {
    const minimal = await server.call(user, 'POST', '/saved_reports', {
      body: { kind: 'strategy', title: 'tmp' },
    });
    expect(minimal.status).toBe(201);
    expect(await minimal.text()).toBe('');

    const created = await server.call(
      user,
      'POST',
      '/saved_reports?columns=kind,title&select=id,title,user_id',
      {
        headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
        body: [{ kind: 'strategy', title: 'tmp 2', ignored: true }],
      },
    );
    expect(created.status).toBe(201);
    const row = await json(created);
    expect(row).toMatchObject({ title: 'tmp 2', user_id: user.id });

    const renamed = await server.call(
      user,
      'PATCH',
      `/saved_reports?id=eq.${row.id}&select=title`,
      {
        headers: { prefer: 'return=representation' },
        body: { title: 'tmp 3' },
      },
    );
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toEqual([{ title: 'tmp 3' }]);

    const noop = await server.call(user, 'PATCH', `/saved_reports?id=eq.${row.id}`, { body: {} });
    expect(noop.status).toBe(204);

    const tooMany = await server.call(user, 'DELETE', '/saved_reports?kind=eq.strategy', {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(tooMany.status).toBe(406);
    const still = await get('?kind=eq.strategy', { prefer: 'count=exact' });
    expect(still.headers.get('content-range')).toBe('0-1/2'); // rolled back

    const limited = await server.call(
      user,
      'DELETE',
      '/saved_reports?kind=eq.strategy&order=title.desc&limit=1',
      {
        headers: { prefer: 'return=representation' },
      },
    );
    expect((await json(limited)).map((r: { title: string }) => r.title)).toEqual(['tmp 3']);
    const rest = await server.call(user, 'DELETE', '/saved_reports?kind=eq.strategy', {
      headers: { 'content-type': 'application/json' },
    });
    expect(rest.status).toBe(204);
  });

  it('fills absent keys with NULL, or the column default with Prefer: missing=default', async () => {
    const rows = [{ kind: 'name_search' }, { kind: 'name_search', title: 'named' }];
    const nulls = await server.call(user, 'POST', '/saved_reports?columns=kind,title', {
      body: rows,
    });
    expect(nulls.status).toBe(400);
    expect((await json(nulls)).code).toBe('23502'); // title is NOT NULL
    const defaults = await server.call(
      user,
      'POST',
      '/saved_reports?columns=kind,title&select=title',
      {
        headers: { prefer: 'missing=default, return=representation' },
        body: rows,
      },
    );
    expect(defaults.status).toBe(201);
    expect((await json(defaults)).map((r: { title: string }) => r.title).sort()).toEqual([
      '',
      'named',
    ]);
    await server.call(user, 'DELETE', '/saved_reports?kind=eq.name_search');
  });

  it('answers PostgreSQL errors for bad values: 22P02, 23514, 42703, PGRST204', async () => {
    const badUuid = await get('?id=eq.notauuid');
    expect(badUuid.status).toBe(400);
    expect(await json(badUuid)).toEqual({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "notauuid"',
      details: null,
      hint: null,
    });
    const badKind = await server.call(user, 'POST', '/saved_reports', { body: { kind: 'nope' } });
    expect(badKind.status).toBe(400);
    expect((await json(badKind)).code).toBe('23514');
    expect(await json(await get('?foo=eq.1'))).toMatchObject({
      code: '42703',
      message: 'column saved_reports.foo does not exist',
    });
    const badColumn = await server.call(user, 'POST', '/saved_reports', {
      body: { kind: 'domain', foo: 1 },
    });
    expect(await json(badColumn)).toMatchObject({ code: 'PGRST204' });
  });

  it('serves usage_events read-only and usage_summary as a bare object', async () => {
    const events = await server.call(user, 'GET', '/usage_events?select=*');
    expect(events.status).toBe(200);
    expect(await json(events)).toEqual([]);
    const write = await server.call(user, 'POST', '/usage_events', { body: { kind: 'domain' } });
    expect(write.status).toBe(403);
    expect((await json(write)).message).toBe('permission denied for table usage_events');

    for (const method of ['POST', 'GET']) {
      const res = await server.call(
        user,
        method,
        '/rpc/usage_summary',
        method === 'POST' ? { body: {} } : {},
      );
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ plan: 'free', limit: 10, used: 0, remaining: 10 });
    }
    const unknown = await server.call(user, 'POST', '/rpc/drop_everything', { body: {} });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).code).toBe('PGRST202');
  });
});
