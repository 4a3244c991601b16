import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareActions } from '../src/core/strategy/priority.ts';
import type { StrategyPlan } from '../src/core/strategy/types.ts';
import { runCli } from './helpers/run-cli.ts';

const ALLOW = { ALLOW_PRIVATE_TARGETS: 'true' };
const sitelens = (args: string[], env: Record<string, string> = ALLOW) => runCli(args, { env });

/** A home page with several failing and warning checks, and a broken robots.txt. */
const PAGE = `<!doctype html><html><head><title>Coffee</title>
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, maximum-scale=1">
<link rel="canonical" href="/">
</head><body><h2>Menu</h2><h4>Beans</h4>
<a href="/beans">click here</a> <a href="javascript:order()">Order</a>
<img src="/cup.png"></body></html>`;

let site: Server;
let host = '';
let closedPort = 0;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/robots.txt') return res.writeHead(200).end('Disallow: /admin\n');
    return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(site.address() as AddressInfo).port}`;
  // A port with nothing listening: a site that cannot be fetched.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

/** The ids of the checks the audit of the same page fails or warns. */
async function attentionIds(url: string): Promise<string[]> {
  const run = await sitelens(['audit', url, '--json']);
  const data = JSON.parse(run.stdout) as { checks: { id: string; status: string }[] };
  return data.checks.filter((c) => c.status === 'fail' || c.status === 'warn').map((c) => c.id);
}

describe('sitelens strategy', () => {
  it('plans a locally served site: an action for every failing check, ordered (--json)', async () => {
    const run = await sitelens(['strategy', host, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout) as StrategyPlan;
    const ids = await attentionIds(`http://${host}/`);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    const sources = plan.actions.map((a) => a.source);
    for (const id of ids) expect(sources).toContain(`audit:${id}`);
    for (let i = 1; i < plan.actions.length; i++) {
      const [a, b] = [plan.actions[i - 1], plan.actions[i]];
      if (a && b) expect(compareActions(a, b)).toBeLessThan(0);
    }
    expect(plan.actions[0]).toMatchObject({ impact: 'high', effort: 'low' });
    expect(plan.domain).toBeNull();
    expect(plan.site).toMatchObject({ reachable: true, finalUrl: `http://${host}/` });
    expect(plan.summary).toContain('not a registrable domain name');
  });

  it('prints a readable plan: summary, score, numbered actions with impact and effort', async () => {
    const run = await sitelens(['strategy', host]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Score\s+\d+\/100/);
    expect(run.stdout).toMatch(/^\s+1\. .+\n\s+impact high · effort low · audit:/m);
    for (const id of await attentionIds(`http://${host}/`)) {
      expect(run.stdout).toMatch(new RegExp(`^\\s+impact \\w+ · effort \\w+ · audit:${id}$`, 'm'));
    }
    expect(run.stdout).toContain('Weaknesses');
    expect(run.stdout).toContain('Risks');
  });

  it('combines a real name with a page given by --url, with alternatives', async () => {
    const run = await sitelens([
      'strategy',
      'bestcoffee.com',
      '--url',
      `http://${host}/`,
      '--json',
    ]);
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout) as StrategyPlan;
    expect(plan.domain).toBe('bestcoffee.com');
    expect(plan.scoreParts.name).toBeGreaterThan(0);
    expect(plan.alternatives.map((a) => a.domain)).toContain('bestcoffee.net');
    const readable = await sitelens(['strategy', 'bestcoffee.com', '--url', `http://${host}/`]);
    expect(readable.stdout).toMatch(/Alternatives[^\n]*\n\s+Name\s+Kind\s+Estimate/);
    expect(readable.stdout).toMatch(/bestcoffee\.net\s+tld\s+\$[\d,]+/);
  });

  it('builds the plan from the name alone when the site cannot be fetched', async () => {
    const url = `http://127.0.0.1:${closedPort}/`;
    const run = await sitelens(['strategy', 'bestcoffee.com', '--url', url, '--json']);
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout) as StrategyPlan;
    expect(plan.site.reachable).toBe(false);
    expect(plan.site.reason).toMatch(/^could not be fetched: /);
    expect(plan.summary).toContain('built from the name alone');
    expect(plan.risks.map((r) => r.source)).toContain('site:fetch');
  });

  it('refuses a loopback site without ALLOW_PRIVATE_TARGETS, and an invalid name', async () => {
    const loopback = await sitelens(['strategy', host], {});
    expect(loopback.code).toBe(1);
    expect(loopback.stderr).toMatch(/loopback/);
    const invalid = await sitelens(['strategy', 'https://example.com/page']);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/^sitelens: https:\/\/example\.com\/page: /);
  });
});
