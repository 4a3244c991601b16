import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUsage } from '../src/store/quota.ts';
import { type RunningDataApp, startDataApp } from './helpers/start-data-app.ts';

const PASSWORD = 'correct horse battery staple';

interface Report {
  id: string;
  user_id: string;
  kind: string;
  target: string;
  title: string;
  payload: Record<string, unknown>;
  created_at: string;
}

/**
 * Issue 4, done-when 1 and 2: the unmodified supabase-js v2 client against the real server on
 * a real port and a real database (in-memory PGlite, or PostgreSQL with DATABASE_URL).
 */
describe('/rest/v1 with the supabase-js client', () => {
  let app: RunningDataApp;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let aliceId: string;
  let bobId: string;
  let reports: Report[];

  const client = () =>
    createClient(app.base, app.keys.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });

  beforeAll(async () => {
    app = await startDataApp();
    alice = client();
    bob = client();
  });
  afterAll(() => app?.close());

  it('signs up two users, signs in, reads the user and refreshes the session', async () => {
    const signUp = await alice.auth.signUp({ email: 'alice@example.com', password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toBeTruthy();
    const bobUp = await bob.auth.signUp({ email: 'bob@example.com', password: PASSWORD });
    expect(bobUp.error).toBeNull();
    bobId = bobUp.data.user?.id ?? '';

    const signIn = await alice.auth.signInWithPassword({
      email: 'alice@example.com',
      password: PASSWORD,
    });
    expect(signIn.error).toBeNull();
    aliceId = signIn.data.user?.id ?? '';
    expect(aliceId).toMatch(/^[0-9a-f-]{36}$/);

    const user = await alice.auth.getUser();
    expect(user.data.user).toMatchObject({ id: aliceId, email: 'alice@example.com' });

    const refreshed = await alice.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signIn.data.session?.refresh_token);
  });

  it('inserts saved reports and returns them with .select()', async () => {
    const rows = ['alpha.com', 'beta.com', 'gamma.com', 'delta.com'].map((target, i) => ({
      kind: i === 3 ? 'seo_audit' : 'domain',
      target,
      title: `Report ${target}`,
      payload: { score: 50 + i },
      created_at: new Date(Date.UTC(2026, 5, 1, 12, i)).toISOString(),
    }));
    const { data, error, status } = await alice.from('saved_reports').insert(rows).select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    reports = data as Report[];
    expect(reports).toHaveLength(4);
    expect(reports.every((r) => r.user_id === aliceId)).toBe(true);
    expect(reports[0]?.payload).toEqual({ score: 50 });

    const own = await bob
      .from('saved_reports')
      .insert({ kind: 'domain', target: 'bob.com', title: 'Bob' });
    expect(own.error).toBeNull();
    expect(own.status).toBe(201);
  });

  it('reads with .select(*).order(created_at desc), .eq, .in, .limit and .range', async () => {
    const ordered = await alice
      .from('saved_reports')
      .select('*')
      .order('created_at', { ascending: false });
    expect(ordered.error).toBeNull();
    expect(ordered.data?.map((r) => r.target)).toEqual([
      'delta.com',
      'gamma.com',
      'beta.com',
      'alpha.com',
    ]);

    const eq = await alice.from('saved_reports').select('target').eq('kind', 'seo_audit');
    expect(eq.data).toEqual([{ target: 'delta.com' }]);

    const inList = await alice
      .from('saved_reports')
      .select('target')
      .in('target', ['alpha.com', 'gamma.com', 'nope,with comma'])
      .order('target');
    expect(inList.data).toEqual([{ target: 'alpha.com' }, { target: 'gamma.com' }]);

    const limited = await alice.from('saved_reports').select('id').order('created_at').limit(2);
    expect(limited.data).toHaveLength(2);

    const ranged = await alice
      .from('saved_reports')
      .select('target')
      .order('created_at')
      .range(1, 2);
    expect(ranged.data).toEqual([{ target: 'beta.com' }, { target: 'gamma.com' }]);
  });

  it('counts with count: exact and head: true', async () => {
    const { count, data, error, status } = await alice
      .from('saved_reports')
      .select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(4);
  });

  it('answers .single() with one row, and 406 PGRST116 with several', async () => {
    const one = await alice.from('saved_reports').select('title').eq('target', 'beta.com').single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ title: 'Report beta.com' });

    const many = await alice.from('saved_reports').select('*').single();
    expect(many.data).toBeNull();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 4 rows',
    });

    const none = await alice.from('saved_reports').select('*').eq('target', 'none').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
  });

  it('updates a title and deletes a report', async () => {
    const beta = reports.find((r) => r.target === 'beta.com');
    const updated = await alice
      .from('saved_reports')
      .update({ title: 'Beta, renamed' })
      .eq('id', beta?.id ?? '')
      .select();
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject([{ id: beta?.id, title: 'Beta, renamed' }]);

    const gamma = reports.find((r) => r.target === 'gamma.com');
    const deleted = await alice
      .from('saved_reports')
      .delete()
      .eq('id', gamma?.id ?? '');
    expect(deleted.error).toBeNull();
    expect(deleted.status).toBe(204);
    const { count } = await alice.from('saved_reports').select('*', { count: 'exact', head: true });
    expect(count).toBe(3);
  });

  it('calls rpc usage_summary', async () => {
    const { data, error } = await alice.rpc('usage_summary');
    expect(error).toBeNull();
    expect(data).toEqual({ plan: 'free', limit: 10, used: 0, remaining: 10 });
  });

  describe('isolation: Bob sees and changes nothing of Alice’s', () => {
    beforeAll(async () => {
      await recordUsage(
        app.store,
        { userId: aliceId, kind: 'domain', target: 'alpha.com' },
        new Date(),
      );
    });

    it('reads none of her reports or events, whatever the filter', async () => {
      const alpha = reports.find((r) => r.target === 'alpha.com')?.id ?? '';
      const queries = [
        bob.from('saved_reports').select('*').eq('user_id', aliceId),
        bob.from('saved_reports').select('*').or(`user_id.eq.${aliceId},id.eq.${alpha}`),
        bob.from('saved_reports').select('*').eq('id', alpha),
        bob.from('saved_reports').select('*').neq('user_id', bobId),
        bob.from('usage_events').select('*').eq('user_id', aliceId),
        bob.from('usage_events').select('*').or(`user_id.eq.${aliceId},kind.eq.domain`),
      ];
      for (const query of queries) {
        const { data, error } = await query;
        expect(error).toBeNull();
        expect(data).toEqual([]);
      }
      const mine = await bob.from('saved_reports').select('title');
      expect(mine.data).toEqual([{ title: 'Bob' }]);
      const events = await alice.from('usage_events').select('kind,target');
      expect(events.data).toEqual([{ kind: 'domain', target: 'alpha.com' }]);
      expect((await alice.rpc('usage_summary')).data).toMatchObject({ used: 1, remaining: 9 });
      expect((await bob.rpc('usage_summary')).data).toMatchObject({ used: 0, remaining: 10 });
    });

    it('cannot update or delete her reports (no effect)', async () => {
      const alpha = reports.find((r) => r.target === 'alpha.com')?.id ?? '';
      const update = await bob
        .from('saved_reports')
        .update({ title: 'mine now' })
        .eq('id', alpha)
        .select();
      expect(update).toMatchObject({ data: [], error: null });
      const del = await bob.from('saved_reports').delete().eq('user_id', aliceId).select();
      expect(del).toMatchObject({ data: [], error: null });
      const still = await alice.from('saved_reports').select('title').eq('id', alpha).single();
      expect(still.data).toEqual({ title: 'Report alpha.com' });
    });

    it('cannot save a report for her: 403 42501', async () => {
      const { error, status } = await bob
        .from('saved_reports')
        .insert({ kind: 'domain', target: 'x.com', title: 'forged', user_id: aliceId });
      expect(status).toBe(403);
      expect(error).toMatchObject({
        code: '42501',
        message: 'new row violates row-level security policy for table "saved_reports"',
      });
    });
  });

  it('answers hostile filters with PostgREST errors, not 500s', async () => {
    const badColumn = await alice.from('saved_reports').select('*').eq('nope', 1);
    expect(badColumn.status).toBe(400);
    expect(badColumn.error?.code).toBe('42703');
    const badUuid = await alice.from('saved_reports').select('*').eq('id', "1' or '1'='1");
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');
    const badOrder = await alice.from('saved_reports').select('*').order('title; drop table users');
    expect(badOrder.status).toBe(400);
    expect(badOrder.error?.code).toBe('PGRST100');
  });

  it('signs out; the client is then anonymous and /rest/v1 answers 401', async () => {
    const { error } = await alice.auth.signOut();
    expect(error).toBeNull();
    const after = await alice.from('saved_reports').select('*');
    expect(after.status).toBe(401);
    expect(after.data).toBeNull();
    expect(after.error?.code).toBe('PGRST302');
  });
});
