import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS } from '../src/cli/audit-format.ts';
import { runCli } from './helpers/run-cli.ts';

const sitelens = (args: string[], env: Record<string, string> = {}) => runCli(args, { env });

const page = (n: number) =>
  `<!doctype html><html lang="en"><head><title>Page number ${n} of the local test site</title></head><body><h1>Page ${n}</h1><a href="/${n + 1}">click here</a></body></html>`;

let site: Server;
let origin = '';
let dir = '';
let requests = 0;

beforeAll(async () => {
  site = createServer((req, res) => {
    requests++;
    if (req.url === '/robots.txt') return res.writeHead(404).end();
    const n = Number(req.url?.slice(1)) || 0;
    return res.writeHead(200, { 'content-type': 'text/html' }).end(page(n));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'sitelens-audit-'));
});
afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

const ALLOW = { ALLOW_PRIVATE_TARGETS: 'true' };

describe('sitelens audit', () => {
  it('prints a readable audit with the score and every check', async () => {
    const run = await sitelens(['audit', `${origin}/1`], ALLOW);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Score\s+\d+\/100/);
    expect(run.stdout).toContain('link-text');
    expect(run.stdout).toContain('crawlable-links');
  });

  it('prints the API data with --json', async () => {
    const run = await sitelens(['audit', `${origin}/2`, '--json'], ALLOW);
    expect(run.code).toBe(0);
    const data = JSON.parse(run.stdout);
    expect(data.checks).toHaveLength(14);
    expect(data.finalUrl).toBe(`${origin}/2`);
  });

  it('refuses a loopback URL without ALLOW_PRIVATE_TARGETS, before connecting', async () => {
    const before = requests;
    const run = await sitelens(['audit', `${origin}/3`]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/loopback/);
    expect(requests).toBe(before);
  });

  it('audits 100 URLs from a file into CSV with progress on stderr', async () => {
    const file = join(dir, 'urls.txt');
    const out = join(dir, 'audit.csv');
    const urls = Array.from({ length: 100 }, (_, i) => `${origin}/${i + 10}`);
    await writeFile(file, `${urls.join('\n')}\n`);
    const run = await sitelens(
      ['audit', '--file', file, '--concurrency', '8', '--out', out],
      ALLOW,
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/Auditing .*\d+\/100 URLs/);
    expect(run.stderr).toContain('Audited 100 URLs: 100 ok, 0 failed');
    const lines = (await readFile(out, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(101);
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(AUDIT_CSV_COLUMNS).toHaveLength(5 + 14);
    const cells = lines[1]?.split(',') ?? [];
    expect(cells[0]).toBe(urls[0]);
    expect(cells).toHaveLength(19);
    expect(cells[AUDIT_CSV_COLUMNS.indexOf('link-text')]).toBe('fail');
  });
});
