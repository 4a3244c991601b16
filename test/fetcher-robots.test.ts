import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/fetcher/address-policy.ts';
import { createFetchPage } from '../src/fetcher/fetch-page.ts';
import {
  fakeResolver,
  routingConnector,
  startServer,
  startTrap,
  type TestServer,
  type Trap,
} from './helpers/fetcher-servers.ts';

// robots.txt through the guarded path, and single-flight of concurrent identical fetches.

const HTML = { 'content-type': 'text/html' };
const loopbackIsPublic = (address: string) => address === '127.0.0.1' || isPublicAddress(address);
const A_IP = '93.184.215.14';
const B_IP = '93.184.215.15';

let a: TestServer;
let b: TestServer;
let trap: Trap;
const hanging = new Set<() => void>();

beforeAll(async () => {
  trap = await startTrap();
  a = await startServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /a\n');
    } else if (path === '/moved') {
      res.writeHead(301, { location: 'http://b.example.com/landing' }).end();
    } else if (path === '/shared') {
      setTimeout(() => res.writeHead(200, HTML).end('<title>shared</title>'), 150);
    } else {
      res.writeHead(200, HTML).end('<title>a</title>');
    }
  });
  b = await startServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/robots.txt' && req.headers.host === 'b.example.com') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /b\n');
    } else if (path === '/robots.txt' && req.headers.host === 'big.example.com') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`#${'x'.repeat(600 * 1024)}`);
    } else if (path === '/robots.txt' && req.headers.host === 'slow.example.com') {
      hanging.add(() => res.end());
    } else if (path === '/robots.txt') {
      res.writeHead(404, HTML).end('<h1>Not found</h1>');
    } else {
      res.writeHead(200, HTML).end('<title>b</title>');
    }
  });
});

afterAll(async () => {
  for (const finish of hanging) finish();
  await Promise.all([a.close(), b.close(), trap.close()]);
});

function viaNames() {
  const resolver = fakeResolver({
    'a.example.com': [A_IP],
    'b.example.com': [B_IP],
    'big.example.com': [B_IP],
    'slow.example.com': [B_IP],
    'none.example.com': [B_IP],
  });
  const connector = routingConnector({ [A_IP]: a.port, [B_IP]: b.port }, trap.port);
  return { resolver, connector };
}

describe('robots.txt', () => {
  it('is fetched from the page origin alongside the page', async () => {
    const fetchPage = createFetchPage({ version: 't', addressPolicy: loopbackIsPublic });
    const result = await fetchPage(`${a.base}/page`);
    expect(result.ok && result.value.robotsTxt).toEqual({
      status: 200,
      body: 'User-agent: *\nDisallow: /a\n',
    });
    expect(a.requests.some((request) => request.path === '/robots.txt')).toBe(true);
  });

  it('comes from the final origin after a cross-origin redirect, through the same guard', async () => {
    const { resolver, connector } = viaNames();
    const fetchPage = createFetchPage({
      version: 't',
      resolver: resolver.resolve,
      connect: connector.connect,
    });
    const result = await fetchPage('http://a.example.com/moved');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.finalUrl).toBe('http://b.example.com/landing');
    expect(result.value.robotsTxt).toEqual({ status: 200, body: 'User-agent: *\nDisallow: /b\n' });
    expect(new Set(connector.targets.map((target) => target.address))).toEqual(
      new Set([A_IP, B_IP]),
    );
    expect(trap.accepted()).toBe(0);
  });

  it('reports a 404 as its status with no body, cuts a big file at 500 KiB, and times out on its own', async () => {
    const { resolver, connector } = viaNames();
    const fetchPage = createFetchPage({
      version: 't',
      resolver: resolver.resolve,
      connect: connector.connect,
      robotsTimeoutMs: 300,
    });
    const missing = await fetchPage('http://none.example.com/');
    expect(missing.ok && missing.value.robotsTxt).toEqual({ status: 404, body: null });
    const big = await fetchPage('http://big.example.com/');
    expect(big.ok && big.value.robotsTxt.body?.length).toBe(500 * 1024);
    const started = performance.now();
    const slow = await fetchPage('http://slow.example.com/');
    expect(slow.ok && slow.value.statusCode).toBe(200);
    expect(slow.ok && slow.value.robotsTxt).toEqual({
      status: null,
      body: null,
      error: 'robots.txt did not load within 0.3 s.',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('is never fetched from a host the page was not allowed to reach', async () => {
    const { connector } = viaNames();
    const resolver = fakeResolver({ 'a.example.com': [A_IP], 'b.example.com': ['10.0.0.1'] });
    const fetchPage = createFetchPage({
      version: 't',
      resolver: resolver.resolve,
      connect: connector.connect,
    });
    const result = await fetchPage('http://a.example.com/moved');
    expect(!result.ok && result.error.code).toBe('blocked_redirect');
    expect(resolver.calls).toEqual(['a.example.com', 'b.example.com']);
    expect(connector.targets.every((target) => target.address === A_IP)).toBe(true);
    expect(trap.accepted()).toBe(0);
  });
});

describe('single flight', () => {
  it('two concurrent fetches of the same URL make one request to the target', async () => {
    const fetchPage = createFetchPage({ version: 't', addressPolicy: loopbackIsPublic });
    const count = () => a.requests.filter((request) => request.path === '/shared').length;
    const before = count();
    const [first, second] = await Promise.all([
      fetchPage(`${a.base}/shared`),
      fetchPage(`  HTTP://127.0.0.1:${a.port}/shared#same-page  `),
    ]);
    expect(first.ok && second.ok).toBe(true);
    expect(second).toBe(first);
    expect(count() - before).toBe(1);
    // Not a cache: a later fetch goes to the target again.
    await fetchPage(`${a.base}/shared`);
    expect(count() - before).toBe(2);
  });
});
