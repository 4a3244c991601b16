import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../src/cli/csv.ts';
import { runCli } from './helpers/run-cli.ts';
import { json, startApp } from './helpers/start-app.ts';

const sitelens = (args: string[], stdin = '') => runCli(args, { stdin });

/** 1,000 varied names, a few of them invalid. */
function generatedNames(): string[] {
  const words = ['best', 'coffee', 'cloud', 'shop', 'green', 'data', 'smart', 'home', 'pet', 'go'];
  const tlds = ['com', 'net', 'org', 'io', 'co.uk', 'de', 'xyz', 'shop'];
  return Array.from({ length: 1000 }, (_, i) => {
    if (i % 100 === 7) return `bad name ${i}.com`;
    const a = words[i % words.length];
    const b = words[Math.floor(i / words.length) % words.length];
    return `${a}${b}${i % 3 === 0 ? i : ''}.${tlds[i % tlds.length]}`;
  });
}

describe('sitelens CLI', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitelens-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prints a readable summary', async () => {
    const run = await sitelens(['domain', 'bestcoffee.com']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^bestcoffee\.com\n/);
    for (const label of ['Words', 'Linguistic', 'SEO', 'Valuation']) {
      expect(run.stdout).toContain(label);
    }
    expect(run.stdout).toMatch(/\/100/);
    expect(run.stdout).toMatch(/\$[\d,]+ +\(range \$[\d,]+–\$[\d,]+, confidence \d+%\)/);
  });

  it('prints with --json exactly the data of the API', async () => {
    const server = await startApp();
    try {
      const api = await json(await server.request('/api/public/domain?domain=bestcoffee.com'));
      const one = await sitelens(['domain', 'bestcoffee.com', '--json']);
      expect(one.code).toBe(0);
      expect(JSON.parse(one.stdout)).toEqual(api.data);

      const several = await sitelens(['domain', 'bestcoffee.com', 'bücher.de', '--json']);
      const parsed = JSON.parse(several.stdout);
      expect(parsed).toHaveLength(2);
      expect(parsed[0]).toEqual(api.data);
      expect(parsed[1].unicode).toBe('bücher.de');
    } finally {
      await server.close();
    }
  });

  it('reports a single invalid name on stderr with exit code 1', async () => {
    const run = await sitelens(['domain', 'https://x.com/a']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^sitelens: https:\/\/x\.com\/a: .*x\.com/);
  });

  it('analyses a file of 1,000 names into CSV, invalid names as error rows', async () => {
    const names = generatedNames();
    const file = join(dir, 'names.txt');
    const out = join(dir, 'out.csv');
    await writeFile(file, `# generated\n${names.join('\n')}\n\n`);

    const run = await sitelens(['domain', '--file', file, '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Analysed 1000 names: 990 ok, 10 invalid');
    const lines = (await readFile(out, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(1001);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    const bad = lines.filter((line) => line.startsWith('bad name'));
    expect(bad).toHaveLength(10);
    expect(bad.every((line) => /,[^,]*"?[A-Z].+$/.test(line))).toBe(true);
  });

  it('writes bulk CSV to stdout (progress stays off stdout) and JSON with --json', async () => {
    const list = 'bestcoffee.com\nexa mple.com\nbücher.de\n';
    const csv = await sitelens(['domain', '--file', '-'], list);
    expect(csv.code).toBe(0);
    expect(csv.stdout.trimEnd().split('\n')).toHaveLength(4);

    const json = await sitelens(['domain', '--file', '-', '--json'], list);
    const items = JSON.parse(json.stdout);
    expect(items).toHaveLength(3);
    expect(items[0].domain).toBe('bestcoffee.com');
    expect(items[1]).toEqual({
      input: 'exa mple.com',
      error: { code: 'invalid_domain', message: expect.any(String) },
    });
  });

  it('fails a bulk run only when every name fails, and explains a missing file', async () => {
    const allBad = await sitelens(['domain', '--file', '-'], '-x.com\n1.2.3.4\n');
    expect(allBad.code).toBe(1);
    const missing = await sitelens(['domain', '--file', join(dir, 'nope.txt')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^sitelens: .*no such file/i);
  });
});
