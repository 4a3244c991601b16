import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUsage } from '../src/store/quota.ts';
import { type RestServer, startRestServer, type TestUser } from './helpers/rest-server.ts';
import { json } from './helpers/start-app.ts';

/** Account isolation through /rest/v1 (issue 4, done-when 2), over real HTTP. */
describe('/rest/v1 isolation between accounts', () => {
  let server: RestServer;
  let alice: TestUser;
  let bob: TestUser;
  let aliceReport: string;

  beforeAll(async () => {
    server = await startRestServer();
    alice = await server.user('alice@example.com');
    bob = await server.user('bob@example.com');
    const res = await server.call(alice, 'POST', '/saved_reports?select=id', {
      headers: { prefer: 'return=representation' },
      body: [
        { kind: 'domain', target: 'alice.com', title: 'Alice 1' },
        { kind: 'seo_audit', target: 'https://alice.com/', title: 'Alice 2' },
      ],
    });
    expect(res.status).toBe(201);
    aliceReport = (await json(res))[0].id;
    await recordUsage(
      server.store,
      { userId: alice.id, kind: 'domain', target: 'alice.com' },
      new Date(),
    );
    await server.call(bob, 'POST', '/saved_reports', { body: { kind: 'domain', title: 'Bob 1' } });
  });
  afterAll(() => server?.close());

  const BOB_SEES_NOTHING_OF_ALICE = [
    () => '/saved_reports?select=*',
    () => `/saved_reports?user_id=eq.${alice.id}`,
    () => `/saved_reports?id=eq.${aliceReport}`,
    () => `/saved_reports?or=(user_id.eq.${alice.id},id.eq.${aliceReport})`,
    () => `/saved_reports?or=(user_id.neq.${bob.id},title.like.Alice*)`,
    () => `/saved_reports?not.and=(user_id.eq.${bob.id})`,
    () => `/saved_reports?user_id=in.(${alice.id},${bob.id})&title=ilike.*alice*`,
    () => `/usage_events?user_id=eq.${alice.id}`,
    () => `/usage_events?or=(user_id.eq.${alice.id},kind.eq.domain)`,
  ];

  it.each(BOB_SEES_NOTHING_OF_ALICE.map((path, i) => [i, path]))(
    'query %i returns none of Alice’s rows to Bob',
    async (_i, path) => {
      const res = await server.call(bob, 'GET', path());
      expect(res.status).toBe(200);
      const rows: { user_id?: string; title?: string }[] = await json(res);
      expect(rows.every((row) => row.user_id === bob.id && !row.title?.startsWith('Alice'))).toBe(
        true,
      );
    },
  );

  it('counts none of Alice’s rows for Bob (HEAD, count=exact)', async () => {
    const res = await server.call(bob, 'HEAD', `/saved_reports?user_id=eq.${alice.id}`, {
      headers: { prefer: 'count=exact' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('*/0');
    const events = await server.call(bob, 'HEAD', '/usage_events', {
      headers: { prefer: 'count=exact' },
    });
    expect(events.headers.get('content-range')).toBe('*/0');
  });

  it('lets Bob neither rename nor delete Alice’s report (no effect, no error)', async () => {
    const patch = await server.call(bob, 'PATCH', `/saved_reports?id=eq.${aliceReport}`, {
      headers: { prefer: 'return=representation' },
      body: { title: 'owned' },
    });
    expect(patch.status).toBe(200);
    expect(await json(patch)).toEqual([]);
    const del = await server.call(bob, 'DELETE', `/saved_reports?id=eq.${aliceReport}`, {
      headers: { prefer: 'return=representation' },
    });
    expect(await json(del)).toEqual([]);
    const delAll = await server.call(
      bob,
      'DELETE',
      `/saved_reports?or=(user_id.eq.${alice.id},id.eq.${aliceReport})`,
    );
    expect(delAll.status).toBe(204);

    const mine = await server.call(
      alice,
      'GET',
      `/saved_reports?id=eq.${aliceReport}&select=title`,
    );
    expect(await json(mine)).toEqual([{ title: 'Alice 1' }]);
  });

  it('refuses a report saved for Alice by Bob with 403 42501', async () => {
    for (const body of [
      { kind: 'domain', title: 'forged', user_id: alice.id },
      [
        { kind: 'domain', title: 'ok', user_id: bob.id },
        { kind: 'domain', title: 'forged', user_id: alice.id },
      ],
    ]) {
      const res = await server.call(bob, 'POST', '/saved_reports', { body });
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({
        code: '42501',
        message: 'new row violates row-level security policy for table "saved_reports"',
        details: null,
        hint: null,
      });
    }
    const count = await server.call(alice, 'HEAD', '/saved_reports', {
      headers: { prefer: 'count=exact' },
    });
    expect(count.headers.get('content-range')).toBe('0-1/2');
  });

  it('refuses moving a report to another account', async () => {
    const res = await server.call(alice, 'PATCH', `/saved_reports?id=eq.${aliceReport}`, {
      body: { user_id: bob.id },
    });
    expect(res.status).toBe(403);
    expect((await json(res)).code).toBe('42501');
  });

  it('answers 401 to the anonymous caller (publishable key as Bearer)', async () => {
    const res = await server.call(null, 'GET', '/saved_reports');
    expect(res.status).toBe(401);
    expect((await json(res)).code).toBe('PGRST302');
  });
});
