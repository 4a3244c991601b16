import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from './helpers/raw-http.ts';
import { ISO_UTC, type RunningApp, startApp } from './helpers/start-app.ts';

/** Requests Node's HTTP parser refuses still get the one error envelope (found by fuzzing). */
describe('malformed HTTP requests', () => {
  let app: RunningApp;
  let port: number;

  beforeAll(async () => {
    app = await startApp();
    port = Number(new URL(app.base).port);
  });
  afterAll(() => app?.close());

  const send = (text: string) => sendRaw(port, Buffer.from(text, 'latin1'));

  it.each([
    [
      'a header line without a colon',
      'GET /api/public/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    ],
    [
      'a NUL in a header value',
      'GET /api/public/health HTTP/1.1\r\nHost: x\r\nX: a\u0000b\r\n\r\n',
    ],
    [
      'two Content-Length headers',
      'POST /api/public/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
    ],
    ['a space in the target', 'GET /api/public/domain?domain=a b HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an unknown HTTP version', 'GET /api/public/health HTTP/9.9\r\nHost: x\r\n\r\n'],
    [
      'a broken chunk',
      'POST /rest/v1/saved_reports HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ],
  ])('%s → 400 bad_request in the envelope, connection closed', async (_name, text) => {
    const response = await send(text);
    expect(response.status).toBe(400);
    expect(response.contentType).toBe('application/json; charset=utf-8');
    const body = JSON.parse(response.body);
    expect(body).toEqual({
      status: 'error',
      error: { code: 'bad_request', message: expect.stringMatching(/not valid HTTP/) },
      time: expect.stringMatching(ISO_UTC),
    });
  });

  it('headers over the size limit → 431 header_too_large', async () => {
    const response = await send(
      `GET /api/public/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body).error.code).toBe('header_too_large');
  });

  it('keeps serving well-formed requests afterwards', async () => {
    expect((await app.request('/api/public/health')).status).toBe(200);
  });
});
