import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli as runInProcess } from '../src/cli/program.ts';
import { parseDomain } from '../src/core/domain/parse.ts';
import type { NameSearchData } from '../src/names/run-name-search.ts';
import { type FakeDns, startFakeDns } from './helpers/fake-dns.ts';
import { runCli } from './helpers/run-cli.ts';

/** Runs `sitelens <args>` in this process; resolves with the exit code, output and wall time. */
async function sitelensHere(args: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out = text(stdout);
  const err = text(stderr);
  const started = performance.now();
  const code = await runInProcess(['node', 'sitelens', ...args], {
    stdin: new PassThrough(),
    stdout,
    stderr,
  });
  const ms = performance.now() - started;
  stdout.end();
  stderr.end();
  return { code, stdout: await out, stderr: await err, ms };
}

function expectRankedCandidates(data: NameSearchData): void {
  const { candidates } = data;
  expect(candidates.length).toBeGreaterThanOrEqual(50);
  expect(new Set(candidates.map((c) => c.domain)).size).toBe(candidates.length);
  for (const c of candidates) {
    expect(parseDomain(c.domain).ok, c.domain).toBe(true);
    expect(c.reason.length).toBeGreaterThan(0);
    expect(typeof c.linguistic === 'number' && typeof c.seo === 'number').toBe(true);
    expect(c.valuation.estimate).toBeGreaterThan(0);
  }
  const scores = candidates.map((c) => c.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // Synonyms come from WordNet (src/lexical/wordnet.test.ts checks them against its files).
  expect(candidates.some((c) => c.reason === 'synonym of coffee (WordNet: java)')).toBe(true);
}

describe('sitelens names', () => {
  let blackHole: FakeDns;
  let slowDns: FakeDns;
  beforeAll(async () => {
    // Never answers: a DNS server out of reach.
    blackHole = await startFakeDns({}, 'silent');
    // Passes the controls and knows two names, but never answers about the rest: only the
    // 2 s deadline ends the check.
    slowDns = await startFakeDns(
      {
        'example.com': 'answer',
        'sitelens-nxdomain-control-7c41f09e2b.com': 'nxdomain',
        'coffeeshop.com': 'answer',
        'shopcoffee.com': 'nxdomain',
      },
      'silent',
    );
  });
  afterAll(async () => {
    await blackHole.close();
    await slowDns.close();
  });

  it('answers within 3 s with every availability unknown when DNS is out of reach', async () => {
    const run = await sitelensHere([
      'names',
      'coffee shop',
      '--json',
      '--dns-server',
      blackHole.address,
    ]);
    expect(run.code).toBe(0);
    expect(run.ms).toBeLessThan(3000);
    const data = JSON.parse(run.stdout) as NameSearchData;
    expectRankedCandidates(data);
    expect(data.candidates.every((c) => c.availability === 'unknown')).toBe(true);
    expect(data.availability).toMatchObject({ checked: true, trusted: false });
    expect(blackHole.asked).toContain('example.com'); // the check really went to the server
  });

  it('cuts a slow DNS off at the 2 s deadline, keeping the answers it had', async () => {
    const run = await sitelensHere([
      'names',
      'coffee shop',
      '--json',
      '--dns-server',
      slowDns.address,
    ]);
    expect(run.code).toBe(0);
    expect(run.ms).toBeLessThan(3000);
    const data = JSON.parse(run.stdout) as NameSearchData;
    const availability = new Map(data.candidates.map((c) => [c.domain, c.availability]));
    expect(availability.get('coffeeshop.com')).toBe('registered');
    expect(availability.get('shopcoffee.com')).toBe('likely available');
    const rest = data.candidates.filter(
      (c) => !['coffeeshop.com', 'shopcoffee.com'].includes(c.domain),
    );
    expect(rest.every((c) => c.availability === 'unknown')).toBe(true);
    expect(data.availability.trusted).toBe(true);
    expect(data.availability.timedOut).toBeGreaterThan(0);
  });

  it('runs as the sitelens command: JSON, and the process ends right after the check', async () => {
    const version = performance.now();
    await runCli(['--version']);
    const startup = performance.now() - version;
    const started = performance.now();
    const run = await runCli(['names', 'coffee shop', '--json', '--dns-server', blackHole.address]);
    const elapsed = performance.now() - started;
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    // Generous: 3 s for the command itself beyond this machine's Node start-up time.
    expect(elapsed - startup).toBeLessThan(3000);
    const data = JSON.parse(run.stdout) as NameSearchData;
    expectRankedCandidates(data);
    expect(data.candidates.every((c) => c.availability === 'unknown')).toBe(true);
  });

  it('prints a table by default and CSV with --csv, honouring the options', async () => {
    const table = await sitelensHere(['names', 'coffee shop', '--no-check', '--limit', '5']);
    expect(table.code).toBe(0);
    const lines = table.stdout.split('\n');
    expect(lines[0]).toMatch(/^5 names for "coffee shop" on \.com, \.net/);
    expect(lines[2]).toMatch(/#\s+domain\s+score\s+ling\s+seo\s+value\s+availability\s+why/);
    expect(lines[3]).toMatch(
      /^1\s+coffeeshop\.com\s+\d+\.\d\s+\d+\s+\d+\s+\$[\d,]+\s+unknown\s+exact match$/,
    );
    expect(table.stdout).toContain('Availability not checked');

    const csv = await sitelensHere([
      ...['names', 'coffee shop', '--csv', '--no-check', '--tld', 'com,io'],
      ...[
        '--max-length',
        '10',
        '--no-hyphens',
        '--no-digits',
        '--style',
        'brandable',
        '--limit',
        '60',
      ],
    ]);
    expect(csv.code).toBe(0);
    const rows = csv.stdout.trimEnd().split('\n');
    expect(rows[0]).toBe(
      'rank,domain,score,linguistic_score,seo_score,estimate_usd,low_usd,high_usd,availability,kind,style,words,reason',
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows.slice(1)) {
      const [, domain = '', , , , , , , , , style] = row.split(',');
      const [name = '', tld] = domain.split('.');
      expect(['com', 'io']).toContain(tld);
      expect(name.length).toBeLessThanOrEqual(10);
      expect(name).toMatch(/^[a-z]+$/);
      expect(style).toBe('brandable');
    }
  });

  it('explains bad keywords and options on stderr', async () => {
    const empty = await sitelensHere(['names', ' ']);
    expect(empty).toMatchObject({ code: 1, stdout: '' });
    expect(empty.stderr).toMatch(/^sitelens: Give one or more keywords/);
    const tld = await sitelensHere(['names', 'coffee', '--tld', 'com,nope']);
    expect(tld.code).toBe(1);
    expect(tld.stderr).toContain('"nope" is not a domain extension');
    const both = await sitelensHere(['names', 'coffee', '--json', '--csv']);
    expect(both.code).toBe(2);
    const server = await sitelensHere(['names', 'coffee', '--dns-server', 'dns.example']);
    expect(server.code).not.toBe(0);
    expect(server.stderr).toMatch(/give an IP address/);
  });
});
