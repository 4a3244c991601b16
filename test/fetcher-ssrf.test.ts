import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchErrorCode } from '../src/fetcher/errors.ts';
import { createFetchPage, type FetchPage } from '../src/fetcher/fetch-page.ts';
import {
  type FakeResolver,
  fakeResolver,
  type RoutingConnector,
  routingConnector,
  startServer,
  startTrap,
  type TestServer,
  type Trap,
} from './helpers/fetcher-servers.ts';

// SSRF guard, with the default address policy (ALLOW_PRIVATE_TARGETS unset). Every refused
// target is aimed at a trap listener on 127.0.0.1 that counts accepted connections: loopback
// spellings name its port, and the injected connector sends any address it does not know to
// it. Only loopback sockets are ever opened, so a broken guard fails the test without a
// packet going to 10.x, 169.254.x or fc00::.

const PUBLIC_IP = '93.184.215.14'; // stands for "a public web site"; routed to `site`
const VERSION = '0.0.0-test';

let trap: Trap;
let site: TestServer;
let connector: RoutingConnector;
let resolver: FakeResolver;
let fetchPage: FetchPage;
let fetchDirect: FetchPage;

beforeAll(async () => {
  trap = await startTrap();
  site = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname === '/to') {
      res.writeHead(302, { location: url.searchParams.get('u') ?? '/' }).end();
    } else if (url.pathname === '/hop') {
      res.writeHead(301, { location: '/final' }).end();
    } else if (url.pathname === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>ok</title>');
    }
  });
  connector = routingConnector({ [PUBLIC_IP]: site.port }, trap.port);
  resolver = fakeResolver({
    'public.example.com': [PUBLIC_IP],
    'private.example.com': ['10.0.0.1'],
    'metadata.example.com': ['169.254.169.254'],
    'loopback.example.com': ['127.0.0.1'],
    'mixed.example.com': [PUBLIC_IP, '10.0.0.1'],
    'mixed-v6.example.com': ['2606:4700:4700::1111', 'fd00::1'],
    'ula.example.com': ['fd12::1'],
    'mapped.example.com': ['::ffff:127.0.0.1'],
    'nat64.example.com': ['64:ff9b::a9fe:a9fe'],
    'cgnat.example.com': ['100.64.0.1'],
    'zero.example.com': ['0.0.0.0'],
    'not-an-ip.example.com': ['localhost'],
    'rebind.example.com': (call) => (call === 1 ? [PUBLIC_IP] : ['10.0.0.1']),
  });
  fetchPage = createFetchPage({
    version: VERSION,
    resolver: resolver.resolve,
    connect: connector.connect,
  });
  fetchDirect = createFetchPage({ version: VERSION, resolver: resolver.resolve });
});

afterAll(async () => {
  await Promise.all([trap.close(), site.close()]);
});

const P = () => trap.port;
const redirectTo = (target: string) =>
  `http://public.example.com/to?u=${encodeURIComponent(target)}`;

type Case = [name: string, url: () => string, code: FetchErrorCode];

// Loopback spellings aim at the trap's port: safe to try with the real connector as well.
const LOOPBACK_SPELLINGS: Case[] = [
  ['127.0.0.1', () => `http://127.0.0.1:${P()}/`, 'disallowed_target'],
  ['localhost', () => `http://localhost:${P()}/`, 'disallowed_target'],
  ['decimal 2130706433', () => `http://2130706433:${P()}/`, 'disallowed_target'],
  ['hex short 0x7f.1', () => `http://0x7f.1:${P()}/`, 'disallowed_target'],
  ['octal 0177.0.0.1', () => `http://0177.0.0.1:${P()}/`, 'disallowed_target'],
  ['short 127.1', () => `http://127.1:${P()}/`, 'disallowed_target'],
  ['[::1]', () => `http://[::1]:${P()}/`, 'disallowed_target'],
  ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${P()}/`, 'disallowed_target'],
  ['0.0.0.0', () => `http://0.0.0.0:${P()}/`, 'disallowed_target'],
  ['octal long 017700000001', () => `http://017700000001:${P()}/`, 'disallowed_target'],
  ['hex long 0x7f000001', () => `http://0x7f000001:${P()}/`, 'disallowed_target'],
  ['zero-padded 127.000.000.001', () => `http://127.000.000.001:${P()}/`, 'disallowed_target'],
  ['dotted hex 0x7f.0x0.0x0.0x1', () => `http://0x7f.0x0.0x0.0x1:${P()}/`, 'disallowed_target'],
  ['trailing dot 127.0.0.1.', () => `http://127.0.0.1.:${P()}/`, 'disallowed_target'],
  ['fullwidth digits', () => `http://１２７.０.０.１:${P()}/`, 'disallowed_target'],
  ['[::]', () => `http://[::]:${P()}/`, 'disallowed_target'],
  ['[::ffff:7f00:1]', () => `http://[::ffff:7f00:1]:${P()}/`, 'disallowed_target'],
  [
    '[0:0:0:0:0:ffff:127.0.0.1]',
    () => `http://[0:0:0:0:0:ffff:127.0.0.1]:${P()}/`,
    'disallowed_target',
  ],
  ['[::127.0.0.1] (IPv4-compatible)', () => `http://[::127.0.0.1]:${P()}/`, 'disallowed_target'],
  ['http://0/', () => `http://0:${P()}/`, 'disallowed_target'],
  ['localhost.', () => `http://localhost.:${P()}/`, 'disallowed_target'],
  ['LOCALHOST', () => `http://LOCALHOST:${P()}/`, 'disallowed_target'],
  ['IDN ⓛocalhost', () => `http://ⓛocalhost:${P()}/`, 'disallowed_target'],
  ['xn-- alone', () => `http://xn--:${P()}/`, 'disallowed_target'],
  [
    'punycode label under .localhost',
    () => `http://xn--ls8h.localhost:${P()}/`,
    'disallowed_target',
  ],
  ['single-label punycode', () => `http://xn--nxasmq6b:${P()}/`, 'disallowed_target'],
  ['app.localhost', () => `http://app.localhost:${P()}/`, 'disallowed_target'],
  ['single-label intranet', () => `http://intranet:${P()}/`, 'disallowed_target'],
  ['no scheme 127.0.0.1:port', () => `127.0.0.1:${P()}`, 'disallowed_target'],
  ['scheme-relative //127.0.0.1', () => `//127.0.0.1:${P()}/`, 'disallowed_target'],
  ['backslashes http:\\\\127.0.0.1', () => `http:\\\\127.0.0.1:${P()}\\x`, 'disallowed_target'],
  ['credentials on loopback', () => `http://user@127.0.0.1:${P()}/`, 'invalid_url'],
  ['ftp:', () => `ftp://127.0.0.1:${P()}/`, 'disallowed_target'],
  ['gopher:', () => `gopher://127.0.0.1:${P()}/_GET%20/`, 'disallowed_target'],
  ['ws:', () => `ws://127.0.0.1:${P()}/`, 'disallowed_target'],
];

const OTHER_AS_GIVEN: Case[] = [
  ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/', 'disallowed_target'],
  ['100.64.0.1 (CGNAT)', () => 'http://100.64.0.1/', 'disallowed_target'],
  ['10.0.0.1', () => 'http://10.0.0.1/', 'disallowed_target'],
  ['192.168.1.1', () => 'http://192.168.1.1/', 'disallowed_target'],
  ['172.16.0.1', () => 'http://172.16.0.1/', 'disallowed_target'],
  ['[fc00::1]', () => 'http://[fc00::1]/', 'disallowed_target'],
  ['[fe80::1]', () => 'http://[fe80::1]/', 'disallowed_target'],
  ['[::ffff:a9fe:a9fe] (mapped metadata)', () => 'http://[::ffff:a9fe:a9fe]/', 'disallowed_target'],
  ['[64:ff9b::a00:1] (NAT64 of 10.0.0.1)', () => 'http://[64:ff9b::a00:1]/', 'disallowed_target'],
  ['[2002:7f00:1::] (6to4 of loopback)', () => 'http://[2002:7f00:1::]/', 'disallowed_target'],
  ['Teredo', () => 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'disallowed_target'],
  ['[fd12::1]', () => 'http://[fd12::1]/', 'disallowed_target'],
  ['[fec0::1] (site-local)', () => 'http://[fec0::1]/', 'disallowed_target'],
  ['224.0.0.1 (multicast)', () => 'http://224.0.0.1/', 'disallowed_target'],
  ['255.255.255.255', () => 'http://255.255.255.255/', 'disallowed_target'],
  ['198.18.0.1 (benchmark)', () => 'http://198.18.0.1/', 'disallowed_target'],
  ['192.0.2.1 (documentation)', () => 'http://192.0.2.1/', 'disallowed_target'],
  ['240.0.0.1 (reserved)', () => 'http://240.0.0.1/', 'disallowed_target'],
  ['printer.local', () => 'http://printer.local/', 'disallowed_target'],
  ['credentials', () => 'http://user:pass@example.com/', 'invalid_url'],
  ['file:', () => 'file:///etc/passwd', 'disallowed_target'],
  ['data:', () => 'data:text/html,<h1>hi</h1>', 'disallowed_target'],
  ['javascript:', () => 'javascript:alert(1)', 'disallowed_target'],
];

const AS_GIVEN = [...LOOPBACK_SPELLINGS, ...OTHER_AS_GIVEN];

const AFTER_DNS: Case[] = [
  ['name → 10.0.0.1', () => 'http://private.example.com/', 'blocked_address'],
  ['name → 169.254.169.254', () => 'http://metadata.example.com/', 'blocked_address'],
  ['name → 127.0.0.1', () => `http://loopback.example.com:${P()}/`, 'blocked_address'],
  ['name → [public, 10.0.0.1]', () => 'http://mixed.example.com/', 'blocked_address'],
  ['name → [public v6, fd00::1]', () => 'http://mixed-v6.example.com/', 'blocked_address'],
  ['name → fd12::1', () => 'http://ula.example.com/', 'blocked_address'],
  ['name → ::ffff:127.0.0.1', () => `http://mapped.example.com:${P()}/`, 'blocked_address'],
  ['name → NAT64 of metadata', () => 'http://nat64.example.com/', 'blocked_address'],
  ['name → 100.64.0.1', () => 'http://cgnat.example.com/', 'blocked_address'],
  ['name → 0.0.0.0', () => `http://zero.example.com:${P()}/`, 'blocked_address'],
  [
    'name → "localhost" (not an IP)',
    () => `http://not-an-ip.example.com:${P()}/`,
    'blocked_address',
  ],
];

const AFTER_REDIRECT: Case[] = [
  ['redirect → 127.0.0.1', () => redirectTo(`http://127.0.0.1:${P()}/`), 'blocked_redirect'],
  [
    'redirect → metadata',
    () => redirectTo('http://169.254.169.254/latest/meta-data/'),
    'blocked_redirect',
  ],
  ['redirect → [::1]', () => redirectTo(`http://[::1]:${P()}/`), 'blocked_redirect'],
  ['redirect → 2130706433', () => redirectTo(`http://2130706433:${P()}/`), 'blocked_redirect'],
  ['redirect → localhost', () => redirectTo(`http://localhost:${P()}/`), 'blocked_redirect'],
  ['redirect → name → 10.x', () => redirectTo('http://private.example.com/'), 'blocked_redirect'],
  ['redirect → file:', () => redirectTo('file:///etc/passwd'), 'blocked_redirect'],
  ['redirect → gopher:', () => redirectTo(`gopher://127.0.0.1:${P()}/_x`), 'blocked_redirect'],
  ['redirect → credentials', () => redirectTo('http://a:b@example.com/'), 'blocked_redirect'],
];

const ALL = [...AS_GIVEN, ...AFTER_DNS, ...AFTER_REDIRECT];

describe('SSRF guard: refused before any connection', () => {
  it('covers at least 40 targets', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ALL)('refuses %s', async (_name, url, code) => {
    const before = connector.targets.length;
    const result = await fetchPage(url());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.message.length).toBeGreaterThan(20);
    // The only connections allowed are to the public page that issues a redirect.
    const asked = connector.targets.slice(before).map((target) => target.address);
    expect(asked.every((address) => address === PUBLIC_IP)).toBe(true);
    expect(trap.accepted()).toBe(0);
  });

  // Only loopback targets here: with the real connector a broken guard would send packets.
  it.each(LOOPBACK_SPELLINGS)(
    'refuses %s with the real connector too',
    async (_name, url, code) => {
      const result = await fetchDirect(url());
      expect(!result.ok && result.error.code).toBe(code);
      expect(trap.accepted()).toBe(0);
    },
  );

  it('names the address and its range in the message', async () => {
    const metadata = await fetchPage('http://metadata.example.com/');
    expect(!metadata.ok && metadata.error.message).toBe(
      '"metadata.example.com" resolves to 169.254.169.254, a link-local address (this includes cloud metadata services): only public addresses can be audited.',
    );
    const redirected = await fetchPage(redirectTo(`http://127.0.0.1:${P()}/`));
    expect(!redirected.ok && redirected.error.message).toMatch(
      /^The page redirected to http:\/\/127\.0\.0\.1:\d+\/, which we will not fetch: 127\.0\.0\.1 is a loopback address/,
    );
  });

  it('DNS rebinding: connects to the checked address and never looks the name up again', async () => {
    const before = connector.targets.length;
    const requestsBefore = site.requests.length;
    const result = await fetchPage('http://rebind.example.com/hop');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.finalUrl).toBe('http://rebind.example.com/final');
    // Page, redirect and robots.txt: one lookup (the public answer), every connection to it.
    expect(resolver.calls.filter((name) => name === 'rebind.example.com')).toHaveLength(1);
    const asked = connector.targets.slice(before);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.every((target) => target.address === PUBLIC_IP)).toBe(true);
    expect(asked.every((target) => target.hostname === 'rebind.example.com')).toBe(true);
    // (Earlier tests' robots.txt requests may still be arriving: look at this page's own.)
    const seen = site.requests
      .slice(requestsBefore)
      .filter((request) => request.path === '/hop' || request.path === '/final');
    expect(seen.map((request) => request.headers.host)).toEqual([
      'rebind.example.com',
      'rebind.example.com',
    ]);
    // The next fetch looks the name up afresh, gets the private answer and is refused.
    const again = await fetchPage('http://rebind.example.com/hop');
    expect(!again.ok && again.error.code).toBe('blocked_address');
    expect(trap.accepted()).toBe(0);
  });

  it('the trap would notice: with the guard off (ALLOW_PRIVATE_TARGETS) the same targets connect', async () => {
    const ownTrap = await startTrap();
    const ownConnector = routingConnector({}, ownTrap.port);
    const unguarded = createFetchPage({
      version: VERSION,
      resolver: resolver.resolve,
      connect: ownConnector.connect,
      allowPrivateTargets: true,
      timeoutMs: 2000,
    });
    await unguarded('http://10.0.0.1/');
    await unguarded('http://private.example.com/');
    await ownTrap.close();
    const asked = ownConnector.targets.map((target) => target.address);
    expect(asked).toContain('10.0.0.1');
    expect(ownTrap.accepted()).toBeGreaterThan(0);
  });
});
