import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorFamily, responseProblems } from './helpers/error-shapes.ts';
import {
  encodedUnicode,
  FUZZ_SEED,
  headerSet,
  queryValue,
  rawQuery,
  rawUrlText,
} from './helpers/fuzz-inputs.ts';
import { restHeaders, restQuery } from './helpers/fuzz-postgrest.ts';
import { sendHttp, sendRaw } from './helpers/raw-http.ts';
import { type RunningDataApp, startDataApp } from './helpers/start-data-app.ts';
import { stubFetchPage } from './helpers/stub-fetch-page.ts';

const familyOf = (path: string): ErrorFamily =>
  path.startsWith('/rest/v1/') ? 'rest' : path.startsWith('/auth/v1/') ? 'auth' : 'public';

/** A request line target: the service's paths with generated queries, or raw junk bytes. */
const target = fc.oneof(
  rawQuery('domain', queryValue(encodedUnicode())).map((q) => `/api/public/domain?${q}`),
  rawQuery('url', queryValue(rawUrlText())).map((q) => `/api/public/seo-audit?${q}`),
  restQuery.map((q) => `/rest/v1/saved_reports?${q}`),
  fc.constantFrom(
    '/api/public/health',
    '*',
    '/',
    'http://x/api/public/health',
    '/%zz',
    '//',
    '/rest/v1/%',
  ),
  fc.constantFrom(
    '/api/public/domain?domain=a b',
    '/a\u0000b',
    '/\u00ff\u00fe',
    '/\u007f',
    '/a\tb',
    '',
  ),
);

/** Header lines, well formed or not: bad names, NUL, folding, conflicting framing, huge. */
const headerLine = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[A-Za-z-]{1,12}$/), rawUrlText(20))
      .map(([n, v]) => `${n}: ${v}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'Bad Header',
      ': no-name',
      'X : space-before-colon',
      'X: a\u0000b',
      'X: a\rb',
      ' folded-continuation',
      'Content-Length: abc',
      'Content-Length: 5',
      'Content-Length: -1',
      'Transfer-Encoding: chunked',
      'Transfer-Encoding: gzip, chunked',
      'Transfer-Encoding: identity',
      'Expect: 100-continue',
      'Connection: upgrade',
      'Upgrade: h2c',
      'Host: [::1',
      'Host: a, b',
      'Content-Type: application/json',
      'apikey: x',
      'Authorization: Bearer a.b.c',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => `X-Big: ${'a'.repeat(n)}`),
  },
);

/** A whole raw request: request line, header lines, line endings, and maybe a body. */
const rawRequest = fc
  .record({
    method: fc.constantFrom(
      'GET',
      'GET',
      'GET',
      'HEAD',
      'POST',
      'PATCH',
      'get',
      'G ET',
      'PRI',
      'CONNECT',
      'BREW',
      '',
    ),
    target,
    version: fc.constantFrom(
      'HTTP/1.1',
      'HTTP/1.1',
      'HTTP/1.1',
      'HTTP/1.0',
      'HTTP/2.0',
      'http/1.1',
      'HTTP/1.1 x',
      '',
    ),
    host: fc.boolean(),
    headers: fc.array(headerLine, { maxLength: 5 }),
    eol: fc.constantFrom('\r\n', '\r\n', '\r\n', '\n'),
    body: fc.constantFrom('', '', '{"kind":"domain"}', 'zz\r\nx\r\n', '0\r\n\r\n', '\u0000\u0001'),
  })
  .map((r) => {
    const lines = [
      `${r.method} ${r.target} ${r.version}`,
      ...(r.host ? ['Host: 127.0.0.1'] : []),
      ...r.headers,
    ];
    return { ...r, bytes: Buffer.from(`${lines.join(r.eol)}${r.eol}${r.eol}${r.body}`, 'latin1') };
  });

/** Issue 7, done-when 6: over a real port, generated requests and malformed HTTP never get a 5xx. */
describe('the whole service over real HTTP under generated input', () => {
  let app: RunningDataApp;
  let port: number;
  let sent = 0;

  beforeAll(async () => {
    app = await startDataApp({}, { fetchPage: stubFetchPage });
    port = Number(new URL(app.base).port);
  });
  afterAll(async () => {
    await app?.close();
  });

  const runs = (numRuns: number) => ({ seed: FUZZ_SEED, numRuns, verbose: 1 as const });

  it('400 generated requests (node:http): no 5xx, errors in the shape of their part of the API', {
    timeout: 60_000,
  }, async () => {
    const request = fc.record({
      method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE'),
      path: fc.oneof(
        rawQuery('domain', queryValue(encodedUnicode())).map((q) => `/api/public/domain?${q}`),
        rawQuery('url', queryValue(rawUrlText())).map((q) => `/api/public/seo-audit?${q}`),
        fc.constant('/api/public/health'),
        restQuery.map((q) => `/rest/v1/saved_reports?${q}`),
        restQuery.map((q) => `/rest/v1/usage_events?${q}`),
      ),
      headers: fc.tuple(headerSet(), restHeaders).map(([a, b]) => ({ ...a, ...b })),
      withKey: fc.boolean(),
      body: fc.option(rawUrlText(30), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers = { ...r.headers };
        delete headers.host;
        if (r.withKey) headers.apikey = app.keys.publishableKey;
        const body = ['GET', 'HEAD'].includes(r.method) ? undefined : r.body;
        const response = await sendHttp(app.base, r.method, r.path, headers, body);
        sent += 1;
        const problems = responseProblems(familyOf(r.path), r.method, response);
        if (problems.length > 0) {
          throw new Error(
            `${problems.join('; ')} — ${response.status} ${response.body.slice(0, 300)}`,
          );
        }
      }),
      runs(400),
    );
  });

  it('300 malformed raw requests: an answer in the error envelope (or a closed connection), never a 5xx', {
    timeout: 60_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(rawRequest, async (r) => {
        const response = await sendRaw(port, r.bytes);
        sent += 1;
        if (response.silent || response.status === 0) return;
        // Node itself refuses an HTTP/1.1 request without Host (RFC 9112 §3.2) with an empty 400.
        if (response.status === 400 && response.body === '') return;
        const path = r.target.startsWith('/') ? r.target : '/';
        // A request the parser refused never reached a route: the service-wide envelope.
        const asPublic = responseProblems('public', r.method, response);
        const asOwn = responseProblems(familyOf(path), r.method, response);
        if (asPublic.length > 0 && asOwn.length > 0) {
          throw new Error(
            `${asOwn.join('; ')} — ${response.status} ${response.body.slice(0, 300)}`,
          );
        }
      }),
      runs(300),
    );
  });

  it('is still up and healthy after all of it', async () => {
    expect(sent).toBeGreaterThanOrEqual(700);
    const health = await fetch(`${app.base}/api/public/health`);
    expect(health.status).toBe(200);
  });
});
