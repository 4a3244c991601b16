import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './helpers/start-app.ts';
import { type RunningDataApp, startDataApp } from './helpers/start-data-app.ts';

/** What supabase-js sends on every auth call. */
const CLIENT_HEADERS = {
  'content-type': 'application/json;charset=UTF-8',
  'x-supabase-api-version': '2024-01-01',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('/auth/v1 over HTTP', () => {
  let server: RunningDataApp;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    server.call(`/auth/v1${path}`, {
      method: 'POST',
      headers: { ...CLIENT_HEADERS, ...headers },
      body: JSON.stringify(body),
    });
  const signUp = (email: string, password = 'correct horse battery') =>
    post('/signup', { email, password, data: { name: 'Ada' }, gotrue_meta_security: {} });
  const signIn = (email: string, password: string) =>
    post('/token?grant_type=password', { email, password, gotrue_meta_security: {} });
  const refresh = (token: string) =>
    post('/token?grant_type=refresh_token', { refresh_token: token });
  const getUser = (token: string) => server.call('/auth/v1/user', { token });

  beforeAll(async () => {
    server = await startDataApp();
  });
  afterAll(() => server?.close());

  it('signs up (auto-confirmed) with the session and user objects supabase-js reads', async () => {
    const res = await signUp('Ada@Example.com');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const session = await json(res);
    expect(session).toEqual({
      access_token: expect.stringMatching(/^ey[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expect.any(Number),
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      user: {
        id: expect.stringMatching(UUID),
        aud: 'authenticated',
        role: 'authenticated',
        email: 'ada@example.com',
        phone: '',
        email_confirmed_at: expect.stringMatching(ISO),
        confirmed_at: expect.stringMatching(ISO),
        last_sign_in_at: expect.stringMatching(ISO),
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { name: 'Ada' },
        identities: [],
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
        is_anonymous: false,
      },
    });
    expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1], 'base64url').toString('utf8'),
    );
    expect(claims).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ada@example.com',
      session_id: expect.stringMatching(UUID),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada' },
      is_anonymous: false,
    });
    expect(claims.iss).toMatch(/\/auth\/v1$/);
  });

  it('refuses a duplicate (any letter case) with 422 user_already_exists', async () => {
    const res = await signUp('ADA@example.com');
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({
      code: 'user_already_exists',
      error_code: 'user_already_exists',
      msg: 'User already registered',
      message: 'User already registered',
    });
  });

  it('refuses a weak password with 422 weak_password and its reasons, and a bad email with 400', async () => {
    const weak = await signUp('weak@example.com', 'short');
    expect(weak.status).toBe(422);
    expect(await json(weak)).toMatchObject({
      code: 'weak_password',
      msg: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
    const bad = await signUp('not-an-email');
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ code: 'validation_failed' });
  });

  it('answers a wrong password and an unknown email alike: 400 invalid_credentials', async () => {
    for (const [email, password] of [
      ['ada@example.com', 'wrong password'],
      ['nobody@example.com', 'correct horse battery'],
    ] as const) {
      const res = await signIn(email, password);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({
        code: 'invalid_credentials',
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('signs in, and GET /user returns the user of the token', async () => {
    const res = await signIn('ADA@example.com', 'correct horse battery');
    expect(res.status).toBe(200);
    const session = await json(res);
    const user = await getUser(session.access_token);
    expect(user.status).toBe(200);
    expect(await json(user)).toEqual(session.user);
  });

  it('rotates refresh tokens; replaying a used one revokes the whole session', async () => {
    const first = await json(await signIn('ada@example.com', 'correct horse battery'));
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const rotated = await json(second);
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(rotated.user.id).toBe(first.user.id);
    expect((await getUser(rotated.access_token)).status).toBe(200);

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(await json(replay)).toMatchObject({
      code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    // The session is gone: its newest refresh token and its access token no longer work.
    const child = await refresh(rotated.refresh_token);
    expect(child.status).toBe(400);
    expect(await json(child)).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await getUser(rotated.access_token);
    expect(user.status).toBe(403);
    expect(await json(user)).toMatchObject({ code: 'session_not_found' });

    const unknown = await refresh('not-a-token');
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('signs out with an empty JSON body: local ends this session, global every session', async () => {
    const a = await json(await signIn('ada@example.com', 'correct horse battery'));
    const b = await json(await signIn('ada@example.com', 'correct horse battery'));
    const emptyBody = {
      method: 'POST',
      headers: { ...CLIENT_HEADERS, 'content-length': '0' },
    };
    const local = await server.call('/auth/v1/logout?scope=local', {
      ...emptyBody,
      token: a.access_token,
    });
    expect(local.status).toBe(204);
    expect(await local.text()).toBe('');
    expect((await refresh(a.refresh_token)).status).toBe(400);
    expect((await getUser(b.access_token)).status).toBe(200);

    const global = await server.call('/auth/v1/logout?scope=global', {
      ...emptyBody,
      token: b.access_token,
    });
    expect(global.status).toBe(204);
    expect((await getUser(b.access_token)).status).toBe(403);
    expect((await refresh(b.refresh_token)).status).toBe(400);
  });

  it('needs the publishable key: missing or wrong apikey → 401 with the gateway’s body', async () => {
    const missing = await fetch(`${server.base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: CLIENT_HEADERS,
      body: '{}',
    });
    expect(missing.status).toBe(401);
    expect(await json(missing)).toEqual({
      message: 'No API key found in request',
      hint: expect.any(String),
    });
    const wrong = await post('/signup', {}, { apikey: 'sb_publishable_wrong_key_0000' });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toMatchObject({ message: 'Invalid API key' });
    const viaQuery = await fetch(
      `${server.base}/auth/v1/token?grant_type=password&apikey=${server.keys.publishableKey}`,
      {
        method: 'POST',
        headers: CLIENT_HEADERS,
        body: JSON.stringify({ email: 'x@y.io', password: 'zzzzzzzz' }),
      },
    );
    expect(viaQuery.status).toBe(400);
  });

  it('answers GET /user without a token 401, with the publishable key or junk 403 bad_jwt', async () => {
    const none = await server.call('/auth/v1/user');
    expect(none.status).toBe(401);
    expect(await json(none)).toMatchObject({ code: 'no_authorization' });
    for (const token of [server.keys.publishableKey, 'a.b.c']) {
      const res = await getUser(token);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ code: 'bad_jwt' });
    }
  });

  it('answers a browser’s CORS preflight for the data interface without a key', async () => {
    for (const path of [
      '/auth/v1/token?grant_type=password',
      '/rest/v1/saved_reports',
      '/api/analyze/domain',
    ]) {
      const res = await fetch(`${server.base}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://app.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
        },
      });
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect(res.headers.get('access-control-allow-headers')).toMatch(/apikey/);
    }
  });

  it('answers unknown grants, paths and bodies in GoTrue’s error shape', async () => {
    const grant = await post('/token?grant_type=magic', {});
    expect(grant.status).toBe(400);
    expect(await json(grant)).toMatchObject({ code: 'unsupported_grant_type' });
    const path = await server.call('/auth/v1/nope');
    expect(path.status).toBe(404);
    expect(await json(path)).toMatchObject({ code: 'not_found', msg: expect.any(String) });
    const garbage = await server.call('/auth/v1/signup', {
      method: 'POST',
      headers: CLIENT_HEADERS,
      body: '{"email":',
    });
    expect(garbage.status).toBe(400);
    expect(await json(garbage)).toMatchObject({ code: 'validation_failed' });
  });
});

describe('/auth/v1 sign-in limits', () => {
  let server: RunningDataApp;

  beforeAll(async () => {
    server = await startDataApp({ AUTH_RATE_LIMIT_RPM: '6', AUTH_ACCOUNT_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => server?.close());

  const signIn = (email: string, password: string) =>
    server.call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email, password },
    });

  it('locks an account after its failed passwords, leaving other accounts alone', async () => {
    for (const email of ['victim@example.com', 'other@example.com']) {
      const res = await server.call('/auth/v1/signup', {
        method: 'POST',
        json: { email, password: 'correct horse battery' },
      });
      expect(res.status).toBe(200);
    }
    expect((await signIn('victim@example.com', 'guess one')).status).toBe(400);
    expect((await signIn('victim@example.com', 'guess two')).status).toBe(400);
    const locked = await signIn('victim@example.com', 'correct horse battery');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(locked)).toMatchObject({
      code: 'over_request_rate_limit',
      msg: expect.stringMatching(/Too many failed sign-ins for this account/),
    });
    expect((await signIn('other@example.com', 'correct horse battery')).status).toBe(200);
  });

  it('limits sign-up and sign-in requests per client address', async () => {
    // Six attempts a minute from this address; two sign-ups and four sign-ins are spent above.
    const res = await signIn('other@example.com', 'correct horse battery');
    expect(res.status).toBe(429);
    expect(await json(res)).toMatchObject({
      code: 'over_request_rate_limit',
      msg: expect.stringMatching(/from this address: the limit is 6 a minute/),
    });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
