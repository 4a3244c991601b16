import { createServer as createNetServer } from 'node:net';
import { brotliCompressSync, deflateRawSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/fetcher/address-policy.ts';
import type { Connector } from '../src/fetcher/connect.ts';
import { createFetchPage, type FetchPageOptions } from '../src/fetcher/fetch-page.ts';
import { fakeResolver, startServer, type TestServer } from './helpers/fetcher-servers.ts';

// Limits and faults against real servers on 127.0.0.1. The loopback server is reachable
// only because an injected address policy adds 127.0.0.1 to the public ones; the guard
// itself stays on.

const MiB = 1024 * 1024;
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const page = (title: string) => `<!doctype html><html><title>${title}</title><p>hi</p></html>`;
const loopbackIsPublic = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

let server: TestServer;
let bomb: Buffer;
const timers = new Set<NodeJS.Timeout>();

function fetcher(extra: Partial<FetchPageOptions> = {}) {
  return createFetchPage({ version: '1.2.3', addressPolicy: loopbackIsPublic, ...extra });
}

beforeAll(async () => {
  const member = gzipSync(Buffer.alloc(MiB, ' ')); // ~1 kB that inflates to 1 MiB
  bomb = Buffer.concat(Array.from({ length: 1024 }, () => member)); // ~1 MB → 1 GiB
  const html = Buffer.from(page('compressed').repeat(50));
  server = await startServer((req, res) => {
    res.on('error', () => {});
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) {
      const n = Number(chain[1]);
      if (n > 0) res.writeHead(302, { location: `/chain/${n - 1}` }).end();
      else res.writeHead(200, HTML).end(page('end of chain'));
      return;
    }
    switch (path) {
      case '/slow': {
        const timer = setTimeout(() => res.writeHead(200, HTML).end(page('late')), 15_000);
        timers.add(timer);
        req.on('close', () => clearTimeout(timer));
        return;
      }
      case '/big':
        res.writeHead(200, HTML);
        res.write('<!doctype html><title>big</title>');
        res.end(Buffer.alloc(6 * MiB, 'a'));
        return;
      case '/bomb':
        res.writeHead(200, { ...HTML, 'content-encoding': 'gzip' }).end(bomb);
        return;
      case '/gzip':
        res.writeHead(200, { ...HTML, 'content-encoding': 'gzip' }).end(gzipSync(html));
        return;
      case '/br':
        res.writeHead(200, { ...HTML, 'content-encoding': 'br' }).end(brotliCompressSync(html));
        return;
      case '/raw-deflate':
        res.writeHead(200, { ...HTML, 'content-encoding': 'deflate' }).end(deflateRawSync(html));
        return;
      case '/pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 …');
        return;
      case '/json':
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"nope"}');
        return;
      case '/xhtml':
        res.writeHead(200, { 'content-type': 'application/xhtml+xml' }).end(page('xhtml'));
        return;
      case '/untyped-html':
        res.end(`\n  ${page('untyped')}`);
        return;
      case '/untyped-binary':
        res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
        return;
      case '/latin1':
        res
          .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
          .end(Buffer.from('<title>caf\xe9</title>', 'latin1'));
        return;
      case '/headers':
        res.setHeader('set-cookie', ['a=1', 'b=2']);
        res.setHeader('X-Robots-Tag', 'noindex');
        res.writeHead(404, HTML).end(page('not found'));
        return;
      case '/loop-a':
        res.writeHead(301, { location: '/loop-b' }).end();
        return;
      case '/loop-b':
        res.writeHead(302, { location: `${server.base}/loop-a` }).end();
        return;
      case '/self':
        res.writeHead(307, { location: '/self' }).end();
        return;
      case '/robots.txt':
        res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow:\n');
        return;
      default:
        res.writeHead(200, HTML).end(page('home'));
    }
  });
});

afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  await server.close();
});

describe('fetcher limits', () => {
  it('a server answering after 15 s → timeout within 11 s (default 10 s limit)', async () => {
    const started = performance.now();
    const result = await fetcher()(`${server.base}/slow`);
    const elapsed = performance.now() - started;
    expect(!result.ok && result.error).toEqual({
      code: 'timeout',
      message: 'The page did not finish loading within 10 s.',
    });
    expect(elapsed).toBeGreaterThan(9_500);
    expect(elapsed).toBeLessThanOrEqual(11_000);
  }, 20_000);

  it('a 6 MB page → the first 5 MiB, marked truncated', async () => {
    const result = await fetcher()(`${server.base}/big`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.truncated).toBe(true);
    expect(result.value.bytes).toBe(5 * MiB);
    expect(result.value.body.length).toBe(5 * MiB);
    expect(result.value.body.startsWith('<!doctype html><title>big</title>aaa')).toBe(true);
  });

  it('a gzip bomb (1 GiB of spaces in ~1 MB) → stopped at the 5 MiB cap, quickly', async () => {
    const started = performance.now();
    const result = await fetcher()(`${server.base}/bomb`);
    expect(result.ok && result.value.truncated).toBe(true);
    expect(result.ok && result.value.bytes).toBe(5 * MiB);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('decodes gzip, br and raw deflate bodies', async () => {
    const fetchPage = fetcher();
    for (const path of ['/gzip', '/br', '/raw-deflate']) {
      const result = await fetchPage(`${server.base}${path}`);
      expect(result.ok && result.value.body.startsWith(page('compressed')), path).toBe(true);
      expect(result.ok && result.value.truncated).toBe(false);
    }
  });

  it('a PDF → not_html naming the type; JSON too, with its status', async () => {
    const pdf = await fetcher()(`${server.base}/pdf`);
    expect(!pdf.ok && pdf.error).toEqual({
      code: 'not_html',
      message:
        'The page is not HTML: the server sent application/pdf. Only HTML pages can be audited.',
    });
    const json = await fetcher()(`${server.base}/json`);
    expect(!json.ok && json.error.message).toMatch(/application\/json \(with status 404\)/);
  });

  it('accepts XHTML, and sniffs a body sent without a content type', async () => {
    const fetchPage = fetcher();
    const xhtml = await fetchPage(`${server.base}/xhtml`);
    expect(xhtml.ok && xhtml.value.contentType).toBe('application/xhtml+xml');
    const untyped = await fetchPage(`${server.base}/untyped-html`);
    expect(untyped.ok && untyped.value.contentType).toBeNull();
    const binary = await fetchPage(`${server.base}/untyped-binary`);
    expect(!binary.ok && binary.error.code).toBe('not_html');
    expect(!binary.ok && binary.error.message).toMatch(/no Content-Type/);
  });

  it('a refused port → connection_refused', async () => {
    const closed = createNetServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await fetcher()(`http://127.0.0.1:${port}/`);
    expect(!result.ok && result.error).toEqual({
      code: 'connection_refused',
      message: `127.0.0.1:${port} refused the connection: no web server is listening there.`,
    });
  });

  it('an unknown host → dns_failure', async () => {
    const { resolve } = fakeResolver({});
    const result = await fetcher({ resolver: resolve })('https://no-such-host.example.com/');
    expect(!result.ok && result.error).toEqual({
      code: 'dns_failure',
      message: 'The host "no-such-host.example.com" does not exist (no DNS record).',
    });
  });

  it('a TLS handshake with a server that does not speak TLS → tls_error', async () => {
    const result = await fetcher()(`https://127.0.0.1:${server.port}/`);
    expect(!result.ok && result.error.code).toBe('tls_error');
    expect(!result.ok && result.error.message).toMatch(/^The secure \(TLS\) connection to/);
  });

  it('a connection that never completes → timeout after the connect limit', async () => {
    const never: Connector = () => new Promise(() => {});
    const started = performance.now();
    const result = await fetcher({ connect: never, connectTimeoutMs: 200 })(`${server.base}/`);
    expect(!result.ok && result.error).toEqual({
      code: 'timeout',
      message: `Could not connect to 127.0.0.1:${server.port} within 0.2 s.`,
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('a redirect loop → redirect_loop; a self-redirect too', async () => {
    const loop = await fetcher()(`${server.base}/loop-a`);
    expect(!loop.ok && loop.error.code).toBe('redirect_loop');
    expect(!loop.ok && loop.error.message).toContain('/loop-a → ');
    const self = await fetcher()(`${server.base}/self`);
    expect(!self.ok && self.error.code).toBe('redirect_loop');
  });

  it('6 redirects → too_many_redirects naming the limit of 5; 5 redirects → the page', async () => {
    const six = await fetcher()(`${server.base}/chain/6`);
    expect(!six.ok && six.error).toEqual({
      code: 'too_many_redirects',
      message: 'The page redirected more than 5 times; we follow at most 5 redirects.',
    });
    const five = await fetcher()(`${server.base}/chain/5`);
    expect(five.ok).toBe(true);
    if (!five.ok) return;
    expect(five.value.finalUrl).toBe(`${server.base}/chain/0`);
    expect(five.value.redirects).toHaveLength(5);
    expect(five.value.redirects[0]).toEqual({
      url: `${server.base}/chain/5`,
      statusCode: 302,
      location: `${server.base}/chain/4`,
    });
  });
});

describe('page snapshot', () => {
  it('carries status, joined headers, charset-decoded body, timings and an honest User-Agent', async () => {
    const before = server.requests.length;
    const result = await fetcher()(`${server.base}/headers#frag`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const snapshot = result.value;
    expect(snapshot.url).toBe(`${server.base}/headers`);
    expect(snapshot.finalUrl).toBe(`${server.base}/headers`);
    expect(snapshot.statusCode).toBe(404);
    expect(snapshot.headers['set-cookie']).toBe('a=1, b=2');
    expect(snapshot.headers['x-robots-tag']).toBe('noindex');
    expect(snapshot.contentType).toBe('text/html; charset=utf-8');
    expect(snapshot.redirects).toEqual([]);
    expect(snapshot.fetchMs).toBeGreaterThanOrEqual(0);
    expect(snapshot.robotsTxt).toEqual({ status: 200, body: 'User-agent: *\nDisallow:\n' });
    const sent = server.requests.slice(before).find((request) => request.path === '/headers');
    expect(sent?.headers['user-agent']).toBe(
      'Sitelens/1.2.3 (+https://github.com/sitelens/sitelens; SEO audit)',
    );
    expect(sent?.headers['accept-encoding']).toBe('gzip, deflate, br');
    const latin1 = await fetcher()(`${server.base}/latin1`);
    expect(latin1.ok && latin1.value.body).toBe('<title>café</title>');
  });

  it('reaches loopback with allowPrivateTargets (ALLOW_PRIVATE_TARGETS=true)', async () => {
    const open = createFetchPage({ version: '1.2.3', allowPrivateTargets: true });
    const result = await open(`${server.base}/`);
    expect(result.ok && result.value.statusCode).toBe(200);
  });
});
