import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli.ts';
import { json } from './helpers/start-app.ts';
import {
  type RealServer,
  type ServerData,
  serverData,
  startRealServer,
} from './helpers/start-server.ts';

/**
 * Done-when 5 against the real server (`startServer`, as `sitelens serve` runs it) and the
 * real CLI in a child process, on PGlite (through the server's admin socket) or PostgreSQL.
 */
describe('daily quota of signed-in analyses', () => {
  let data: ServerData;
  let server: RealServer;
  let key: string;
  let token: string;
  const email = 'quota@example.com';

  const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${server.base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        apikey: key,
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const analyze = (domain: string) =>
    call('/api/analyze/domain', { method: 'POST', body: { domain } });
  const summary = async () =>
    json(await call('/rest/v1/rpc/usage_summary', { method: 'POST', body: {} }));

  beforeAll(async () => {
    data = await serverData();
    server = await startRealServer(data);
    const keys = await runCli(['keys', '--json'], { env: data.env });
    expect(keys.stderr).toBe('');
    expect(keys.code).toBe(0);
    key = JSON.parse(keys.stdout).publishableKey;
    const res = await fetch(`${server.base}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: key, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    expect(res.status).toBe(200);
    token = (await json(res)).access_token;
    // Creating PGlite's database on disk takes seconds, more on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await data?.remove();
  });

  it('validates input before counting: a bad domain is 400 and costs nothing', async () => {
    const res = await analyze('https://not a domain');
    expect(res.status).toBe(400);
    expect((await json(res)).error.code).toBe('invalid_domain');
    const missing = await call('/api/analyze/domain', { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(await summary()).toEqual({ plan: 'free', limit: 10, used: 0, remaining: 10 });
  });

  it('lets exactly 10 of 50 concurrent analyses through on the Free plan', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => analyze(`concurrent${i}.com`)),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);

    const ok = responses.find((res) => res.status === 200);
    const okBody = await json(ok as Response);
    expect(okBody).toMatchObject({
      status: 'ok',
      data: { domain: expect.stringMatching(/\.com$/) },
    });
    expect(ok?.headers.get('x-quota-limit')).toBe('10');

    const refused = responses.find((res) => res.status === 429) as Response;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const body = await json(refused);
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    expect(body).toEqual({
      status: 'error',
      error: {
        code: 'quota_exceeded',
        message: expect.stringMatching(/10 of 10 analyses used today/),
      },
      limit: 10,
      used: 10,
      resetsAt: tomorrow.toISOString(),
      time: expect.any(String),
    });
    await Promise.all(responses.filter((res) => !res.bodyUsed).map((res) => res.body?.cancel()));
  });

  it('reports the spent quota in usage_summary and the history in usage_events', async () => {
    expect(await summary()).toEqual({ plan: 'free', limit: 10, used: 10, remaining: 0 });
    const events = await json(await call('/rest/v1/usage_events?select=kind,target,status'));
    expect(events).toHaveLength(10);
    expect(events.every((e: { kind: string }) => e.kind === 'domain')).toBe(true);
  });

  it('raises the limit to 500 at once after `sitelens users set-plan <email> pro`', async () => {
    const run = await runCli(['users', 'set-plan', email, 'pro'], { env: data.env });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/quota@example\.com is now on the pro plan \(500 analyses a day\)/);

    expect(await summary()).toEqual({ plan: 'pro', limit: 500, used: 10, remaining: 490 });
    const res = await analyze('afterupgrade.com');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-quota-remaining')).toBe('489');
    expect(await summary()).toEqual({ plan: 'pro', limit: 500, used: 11, remaining: 489 });

    const list = await runCli(['users', 'list', '--json'], { env: data.env });
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual([
      expect.objectContaining({ email, plan: 'pro', lastSignInAt: expect.any(String) }),
    ]);
  });

  it('refuses set-plan for an unknown account or plan with a clear message', async () => {
    const unknown = await runCli(['users', 'set-plan', 'nobody@example.com', 'pro'], {
      env: data.env,
    });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no account has the email nobody@example\.com/);
    const plan = await runCli(['users', 'set-plan', email, 'gold'], { env: data.env });
    expect(plan.code).toBe(2);
    expect(plan.stderr).toMatch(/the plan is free or pro/);
  });
});
