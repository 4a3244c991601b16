import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/tokens.ts';
import { type ErrorFamily, responseProblems } from './helpers/error-shapes.ts';
import { FUZZ_SEED, headerText, rawUrlText } from './helpers/fuzz-inputs.ts';
import { restHeaders, restQuery } from './helpers/fuzz-postgrest.ts';
import { type RestServer, startRestServer, type TestUser } from './helpers/rest-server.ts';

/** Who a generated request claims to be: every way `apikey` and `Authorization` can be wrong. */
const CALLERS = [
  ...Array.from({ length: 20 }, () => 'user' as const),
  'apikey-in-query',
  'anonymous',
  'no-apikey',
  'wrong-apikey',
  'no-bearer',
  'expired',
  'foreign-secret',
  'garbage-token',
  'junk-authorization',
] as const;
type Caller = (typeof CALLERS)[number];

const KINDS = ['domain', 'seo_audit', 'strategy', 'name_search'];

/** A row for POST: real columns with plausible or junk values, unknown columns sometimes. */
const row = fc.record(
  {
    kind: fc.oneof(fc.constantFrom(...KINDS), fc.string({ maxLength: 12 })),
    target: fc.oneof(fc.domain(), fc.string({ unit: 'binary', maxLength: 40 })),
    title: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constant('x'.repeat(600))),
    payload: fc.jsonValue({ maxDepth: 3 }),
    user_id: fc.uuid().map(String),
    id: fc.oneof(fc.uuid().map(String), fc.string({ maxLength: 8 })),
    created_at: fc.oneof(fc.date().map(String), fc.string({ maxLength: 8 })),
    nope: fc.integer(),
  },
  { requiredKeys: [] },
);

/** A row as the web app saves it. */
const goodRow = fc.record(
  {
    kind: fc.constantFrom(...KINDS),
    target: fc.domain(),
    title: fc.string({ unit: 'grapheme', maxLength: 30 }),
    payload: fc.jsonValue({ maxDepth: 3 }),
  },
  { requiredKeys: ['kind'] },
);

/** A request body: rows, single values, broken JSON, nothing. */
const body = fc.oneof(
  { weight: 4, arbitrary: goodRow.map((r) => JSON.stringify(r)) },
  { weight: 4, arbitrary: row.map((r) => JSON.stringify(r)) },
  { weight: 2, arbitrary: fc.array(row, { maxLength: 3 }).map((rows) => JSON.stringify(rows)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '[{"kind":"domain"},]',
      'null',
      '"\\ud800"',
      '{"title":"\u0000"}',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const titleBody = fc
  .string({ unit: 'grapheme', maxLength: 30 })
  .map((title) => JSON.stringify({ title }));

/** A body for `method`: a PATCH mostly renames (the one change allowed), other writes vary. */
const bodyFor = (method: string) =>
  method === 'PATCH'
    ? fc.oneof(titleBody, fc.option(body, { nil: undefined }))
    : fc.option(body, { nil: undefined });

const METHODS = [
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PATCH',
  'PATCH',
  'DELETE',
  'PUT',
  'OPTIONS',
];

const restRequest = fc.constantFrom(...METHODS).chain((method) =>
  fc.record({
    method: fc.constant(method),
    resource: fc.constantFrom(
      'saved_reports',
      'saved_reports',
      'saved_reports',
      'usage_events',
      'usage_events',
      'rpc/usage_summary',
      'rpc/nope',
      'users',
      'saved_reports/x',
      'saved%5Freports',
      '',
    ),
    query: restQuery,
    headers: restHeaders,
    caller: fc.constantFrom(...CALLERS),
    body: bodyFor(method),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json',
      'text/plain',
      'application/json; charset=utf-8',
      undefined,
    ),
  }),
);

/** `/auth/v1` calls with generated grant types, scopes and bodies. */
const authRequest = fc.record({
  method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE'),
  path: fc.oneof(
    fc.constantFrom(
      '/auth/v1/token',
      '/auth/v1/signup',
      '/auth/v1/user',
      '/auth/v1/logout',
      '/auth/v1/nope',
    ),
    fc
      .constantFrom('password', 'refresh_token', 'pkce', '', 'id_token')
      .map((g) => `/auth/v1/token?grant_type=${g}`),
    rawUrlText(12).map((s) => `/auth/v1/logout?scope=${s}`),
  ),
  body: fc.oneof(
    fc
      .record(
        {
          email: fc.oneof(
            fc.constantFrom('fuzz@example.com', 'FUZZ@EXAMPLE.COM', ''),
            fc.string({ maxLength: 20 }),
          ),
          password: fc.oneof(
            fc.constantFrom('correct horse battery', 'short'),
            fc.string({ maxLength: 20 }),
          ),
          refresh_token: fc.string({ maxLength: 20 }),
          data: fc.jsonValue({ maxDepth: 2 }),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
    body,
  ),
  caller: fc.constantFrom(...CALLERS),
});

/** Issue 7, done-when 6: generated PostgREST requests never make /rest/v1 or /auth/v1 fail. */
describe('/rest/v1 and /auth/v1 under generated input (fast-check, app.inject)', () => {
  let server: RestServer;
  let reader: TestUser;
  let writer: TestUser;
  let tokens: Record<'expired' | 'foreign', string>;
  let sent = 0;
  const seen = new Map<string, number>();

  beforeAll(async () => {
    server = await startRestServer();
    reader = await server.user('reader@example.com');
    writer = await server.user('writer@example.com');
    await server.store.asService(async (sql) => {
      for (const user of [reader, writer]) {
        await sql.query(
          `insert into saved_reports (user_id, kind, target, title, payload, created_at)
           select $1::uuid, (array['domain','seo_audit','strategy','name_search'])[1 + g % 4],
                  'site' || g || '.example', 'Report ' || g, jsonb_build_object('score', g),
                  now() - make_interval(mins => g)
             from generate_series(1, 30) g`,
          [user.id],
        );
        await sql.query(
          `insert into usage_events (user_id, kind, target, status)
           select $1::uuid, 'domain', 'site' || g || '.example', (array['ok','failed'])[1 + g % 2]
             from generate_series(1, 12) g`,
          [user.id],
        );
      }
    });
    const subject = {
      userId: reader.id,
      email: reader.email,
      sessionId: crypto.randomUUID(),
      userMetadata: {},
    };
    const issuer = `${server.base}/auth/v1`;
    tokens = {
      expired: (
        await signAccessToken(
          subject,
          { secret: server.keys.jwtSecret, issuer, expiryS: 60 },
          new Date(Date.now() - 3_600_000),
        )
      ).token,
      foreign: (
        await signAccessToken(
          subject,
          { secret: 'f'.repeat(40), issuer, expiryS: 3600 },
          new Date(),
        )
      ).token,
    };
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The `apikey`/`Authorization` headers and query suffix of `caller` (the writer for writes). */
  function credentials(caller: Caller, user: TestUser, junk: string) {
    const key = server.keys.publishableKey;
    const bearer = (token: string) => ({ apikey: key, authorization: `Bearer ${token}` });
    switch (caller) {
      case 'user':
        return { headers: bearer(user.token), query: '' };
      case 'apikey-in-query':
        return { headers: { authorization: `Bearer ${user.token}` }, query: `apikey=${key}` };
      case 'anonymous':
        return { headers: bearer(key), query: '' };
      case 'no-apikey':
        return { headers: { authorization: `Bearer ${user.token}` }, query: '' };
      case 'wrong-apikey':
        return {
          headers: { ...bearer(user.token), apikey: junk || 'sb_publishable_nope' },
          query: '',
        };
      case 'no-bearer':
        return { headers: { apikey: key }, query: '' };
      case 'expired':
        return { headers: bearer(tokens.expired), query: '' };
      case 'foreign-secret':
        return { headers: bearer(tokens.foreign), query: '' };
      case 'garbage-token':
        return { headers: bearer(`${user.token.slice(0, -4)}AAAA`), query: '' };
      case 'junk-authorization':
        return { headers: { apikey: key, authorization: junk }, query: '' };
    }
  }

  async function send(
    family: ErrorFamily,
    method: string,
    url: string,
    headers: Record<string, string>,
    payload: string | undefined,
  ): Promise<void> {
    const response = await server.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined || method === 'GET' || method === 'HEAD' ? {} : { payload }),
    });
    sent += 1;
    const key = `${url.split('?')[0]} ${method} ${response.statusCode}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const problems = responseProblems(family, method, {
      status: response.statusCode,
      contentType: response.headers['content-type'] as string | undefined,
      body: response.body,
    });
    if (problems.length > 0) {
      throw new Error(
        `${problems.join('; ')} — ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
    }
  }

  const runs = (numRuns: number) => ({ seed: FUZZ_SEED, numRuns, verbose: 1 as const });
  const junkText = headerText(40);

  it('5,000 generated /rest/v1 requests: no 5xx, every error {code, message, details, hint}', {
    timeout: 90_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(restRequest, junkText, async (request, junk) => {
        const user = ['GET', 'HEAD'].includes(request.method) ? reader : writer;
        const auth = credentials(request.caller, user, junk);
        const query = [request.query, auth.query].filter((q) => q !== '').join('&');
        const headers: Record<string, string> = { ...request.headers, ...auth.headers };
        if (request.contentType !== undefined) headers['content-type'] = request.contentType;
        const url = `/rest/v1/${request.resource}${query === '' ? '' : `?${query}`}`;
        await send('rest', request.method, url, headers, request.body);
      }),
      runs(5000),
    );
  });

  it('600 generated /auth/v1 calls: no 5xx, every error {code, error_code, msg, message}', {
    timeout: 60_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(authRequest, junkText, async (request, junk) => {
        const auth = credentials(request.caller, reader, junk);
        const separator = request.path.includes('?') ? '&' : '?';
        const url = auth.query === '' ? request.path : `${request.path}${separator}${auth.query}`;
        const headers = { ...auth.headers, 'content-type': 'application/json' };
        await send('auth', request.method, url, headers, request.body);
      }),
      runs(600),
    );
  });

  it('answered them all and still serves the seeded rows', async () => {
    console.log(
      `fuzz-rest: ${sent} requests; answers by path, method and status:`,
      Object.fromEntries([...seen].sort()),
    );
    expect(sent).toBeGreaterThanOrEqual(5600);
    // Each kind of outcome was reached often (a prefix such as "PATCH 2" sums 200, 204 …).
    const reached = (prefix: string) =>
      [...seen].reduce((sum, [key, n]) => (key.startsWith(prefix) ? sum + n : sum), 0);
    for (const prefix of [
      '/rest/v1/saved_reports GET 2',
      '/rest/v1/saved_reports GET 400',
      '/rest/v1/saved_reports GET 401',
      '/rest/v1/saved_reports POST 201',
      '/rest/v1/saved_reports PATCH 2',
      '/rest/v1/saved_reports DELETE 2',
      '/rest/v1/usage_events GET 2',
      '/rest/v1/rpc/usage_summary POST 200',
      '/auth/v1/token POST 400',
    ]) {
      expect(reached(prefix), prefix).toBeGreaterThan(5);
    }
    const listed = await server.call(reader, 'GET', '/saved_reports?select=id', {
      headers: { prefer: 'count=exact' },
    });
    expect(listed.status).toBe(200);
  });
});
