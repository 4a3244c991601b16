import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveKeys } from '../src/auth/keys.ts';
import {
  markUsageFailed,
  nextUtcDay,
  recordUsage,
  usageSummary,
  utcDayStart,
} from '../src/store/quota.ts';
import type { Claims, Store } from '../src/store/types.ts';
import { openTestStore, type TestStore } from './helpers/test-store.ts';

function claimsFor(userId: string): Claims {
  return {
    sub: userId,
    role: 'authenticated',
    email: `${userId}@example.com`,
    session_id: '00000000-0000-4000-8000-000000000000',
    aud: 'authenticated',
    iss: 'test',
    exp: 0,
    iat: 0,
    app_metadata: {},
    user_metadata: {},
    is_anonymous: false,
  };
}

async function createUser(store: Store, email: string, plan = 'free'): Promise<string> {
  const { rows } = await store.asService((sql) =>
    sql.query<{ id: string }>(
      'insert into users (email, password_hash, plan) values ($1, $2, $3) returning id',
      [email, 'not-a-hash', plan],
    ),
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no user');
  return id;
}

describe('store', () => {
  let test: TestStore;
  let store: Store;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    test = await openTestStore();
    store = test.store;
    alice = await createUser(store, 'alice@example.com');
    bob = await createUser(store, 'bob@example.com');
  });
  afterAll(() => test?.dispose());

  it('answers ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('hides other users’ rows by row-level security alone (no filter in the query)', async () => {
    await store.asUser(claimsFor(alice), (sql) =>
      sql.query(
        "insert into saved_reports (kind, target, title) values ('domain', 'a.com', 'A1'), ('seo_audit', 'https://a.com/', 'A2')",
      ),
    );
    await store.asUser(claimsFor(bob), (sql) =>
      sql.query("insert into saved_reports (kind, target, title) values ('domain', 'b.com', 'B1')"),
    );
    await store.asService((sql) =>
      sql.query("insert into usage_events (user_id, kind, target) values ($1, 'domain', 'a.com')", [
        alice,
      ]),
    );

    const asBob = await store.asUser(claimsFor(bob), async (sql) => ({
      role: (await sql.query<{ r: string }>('select current_user as r')).rows[0]?.r,
      reports: (await sql.query<{ user_id: string }>('select * from saved_reports')).rows,
      events: (await sql.query('select * from usage_events')).rows,
      byId: (await sql.query('select * from saved_reports where user_id = $1', [alice])).rows,
    }));
    expect(asBob.role).toBe('authenticated');
    expect(asBob.reports.map((r) => r.user_id)).toEqual([bob]);
    expect(asBob.events).toEqual([]);
    expect(asBob.byId).toEqual([]);

    const everything = await store.asService((sql) =>
      sql.query('select count(*)::int as n from saved_reports'),
    );
    expect(everything.rows[0]).toEqual({ n: 3 });
  });

  it('stops writes to other users’ rows', async () => {
    await expect(
      store.asUser(claimsFor(bob), (sql) =>
        sql.query("insert into saved_reports (user_id, kind) values ($1, 'domain')", [alice]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    const touched = await store.asUser(claimsFor(bob), async (sql) => ({
      updated: (
        await sql.query('update saved_reports set title = $1 where user_id = $2', ['x', alice])
      ).affectedRows,
      deleted: (await sql.query('delete from saved_reports where user_id = $1', [alice]))
        .affectedRows,
    }));
    expect(touched).toEqual({ updated: 0, deleted: 0 });
    // Only the title of a report may change, and nothing outside saved_reports/usage_events.
    await expect(
      store.asUser(claimsFor(bob), (sql) =>
        sql.query("update saved_reports set kind = 'strategy'"),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      store.asUser(claimsFor(bob), (sql) => sql.query('select * from users')),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      store.asUser(claimsFor(bob), (sql) =>
        sql.query("insert into usage_events (user_id, kind) values ($1, 'domain')", [bob]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('leaves no role or claims behind after a signed-in transaction', async () => {
    await store.asUser(claimsFor(bob), (sql) => sql.query('select 1'));
    const after = await store.asService((sql) =>
      sql.query<{ u: string | null }>('select auth.uid() as u'),
    );
    expect(after.rows[0]?.u).toBeNull();
  });

  it('never lets concurrent analyses exceed the daily quota', async () => {
    const carol = await createUser(store, 'carol@example.com');
    const now = new Date('2030-03-04T12:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        recordUsage(store, { userId: carol, kind: 'domain', target: `n${i}.com` }, now),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const refused = results.find((r) => !r.ok);
    expect(refused).toEqual({
      ok: false,
      limit: 10,
      used: 10,
      resetsAt: new Date('2030-03-05T00:00:00Z'),
    });
    expect(await usageSummary(store, carol, now)).toEqual({
      plan: 'free',
      limit: 10,
      used: 10,
      remaining: 0,
    });

    // A failed analysis is refunded; the next UTC day starts from zero.
    const first = results.find((r) => r.ok);
    if (first?.ok) await markUsageFailed(store, first.event.id);
    expect((await usageSummary(store, carol, now)).remaining).toBe(1);
    const tomorrow = new Date('2030-03-05T00:00:01Z');
    expect(await usageSummary(store, carol, tomorrow)).toMatchObject({ used: 0, remaining: 10 });

    await store.asService((sql) =>
      sql.query("update users set plan = 'pro' where id = $1", [carol]),
    );
    expect(await usageSummary(store, carol, now)).toEqual({
      plan: 'pro',
      limit: 500,
      used: 9,
      remaining: 491,
    });
  });

  it('computes the UTC day window', () => {
    const now = new Date('2030-12-31T23:59:59.999Z');
    expect(utcDayStart(now).toISOString()).toBe('2030-12-31T00:00:00.000Z');
    expect(nextUtcDay(now).toISOString()).toBe('2031-01-01T00:00:00.000Z');
  });

  it('generates the keys once and then keeps them; configured keys win', async () => {
    const first = await resolveKeys(store);
    expect(first.publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]{32}$/);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(await resolveKeys(store)).toEqual(first);
    expect(await resolveKeys(store, { publishableKey: 'sb_publishable_configured_1234' })).toEqual({
      publishableKey: 'sb_publishable_configured_1234',
      jwtSecret: first.jwtSecret,
    });
  });
});
