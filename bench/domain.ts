/**
 * `npm run bench`: how fast domain analysis is, in process and over HTTP.
 *
 * 1. `analyzeDomain` names/second in process, over thousands of varied generated names,
 *    after a warm-up.
 * 2. autocannon on loopback against `/api/public/domain` (rate limit off), once answered from
 *    the response cache and once with the cache off, beside a bare Fastify JSON route measured
 *    in the same run, with the ratio to it. The servers run in a child process.
 *
 * Each HTTP run has a 1 s warm-up first. Options: --duration <s> per HTTP run (default 5),
 * --connections <n> (default 10).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { analyzeDomain } from '../src/core/domain/analyze-domain.ts';
import { generateNames } from './generate-names.ts';
import { cannon, loadArgs, percentile } from './lib/cannon.ts';

const { durationS: DURATION_S, connections: CONNECTIONS } = loadArgs();
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function inProcess(names: string[]): { perSecond: number; valid: number } {
  let valid = 0;
  for (let pass = 0; pass < 3; pass += 1) {
    for (const name of names) if (analyzeDomain(name).ok && pass === 0) valid += 1;
  }
  let analysed = 0;
  const start = process.hrtime.bigint();
  let elapsedNs = 0n;
  while (elapsedNs < 2_000_000_000n) {
    for (const name of names) analyzeDomain(name);
    analysed += names.length;
    elapsedNs = process.hrtime.bigint() - start;
  }
  return { perSecond: analysed / (Number(elapsedNs) / 1e9), valid };
}

interface HttpFigures {
  label: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(label: string, url: string, paths: string[]): Promise<HttpFigures> {
  await cannon({ url, paths, connections: CONNECTIONS, durationS: 1 }); // warm-up: JIT, connection set-up
  const { result, latencies } = await cannon({
    url,
    paths,
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
  return {
    label,
    rps: result.requests.average,
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function startTargets() {
  const child = spawn(process.execPath, [new URL('./target-server.ts', import.meta.url).pathname], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const ports = JSON.parse(line) as { cached: number; uncached: number; bare: number };
  const stop = async () => {
    child.stdin.end();
    await once(child, 'exit');
  };
  return { ports, stop };
}

const names = generateNames(5_000);
console.log(
  `Sitelens domain benchmark — node ${process.version}, ${process.platform} ${process.arch}, ${availableParallelism()} CPUs\n`,
);
const engine = inProcess(names);
console.log('In process: analyzeDomain');
console.log(
  `  names       ${fmt(names.length)} generated (${fmt(engine.valid)} valid), 3 warm-up passes, 2 s timed`,
);
console.log(
  `  throughput  ${fmt(engine.perSecond)} names/s  (${fmt(1e6 / engine.perSecond, 2)} µs per name)\n`,
);

const { ports, stop } = await startTargets();
try {
  const validNames = names.filter((name) => analyzeDomain(name).ok);
  const hot = validNames
    .slice(0, 200)
    .map((n) => `/api/public/domain?domain=${encodeURIComponent(n)}`);
  const cold = validNames.map((n) => `/api/public/domain?domain=${encodeURIComponent(n)}`);
  const base = (port: number) => `http://127.0.0.1:${port}`;
  // Fill the cache so the "hits" run measures hits only.
  await Promise.all(hot.map((path) => fetch(`${base(ports.cached)}${path}`).then((r) => r.text())));

  console.log(
    `HTTP on loopback: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run, rate limit off, 1 s warm-up, servers in a child process`,
  );
  const rows = [
    await load('bare Fastify JSON route (GET /bare)', base(ports.bare), ['/bare']),
    await load('bare route, body the size of a result', base(ports.bare), ['/bare-sized']),
    await load(
      `/api/public/domain, cache hits (${hot.length} names rotated)`,
      base(ports.cached),
      hot,
    ),
    await load(
      `/api/public/domain, cache off (${fmt(cold.length)} names rotated)`,
      base(ports.uncached),
      cold,
    ),
  ];
  const bare = rows[0]?.rps ?? 1;
  const sized = rows[1]?.rps ?? 1;
  const width = Math.max(...rows.map((r) => r.label.length)) + 2;
  const heads = ['req/s', 'p99 ms', '÷ bare', '÷ sized'];
  console.log(`  ${'target'.padEnd(width)}${heads.map((h) => h.padStart(9)).join('')}`);
  for (const r of rows) {
    const cells = [fmt(r.rps), fmt(r.p99, 2), fmt(r.rps / bare, 2), fmt(r.rps / sized, 2)];
    const flags = r.non2xx + r.errors > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
    console.log(`  ${r.label.padEnd(width)}${cells.map((c) => c.padStart(9)).join('')}${flags}`);
  }
  console.log(
    [
      '',
      '  ÷ bare: ratio to the tiny bare route; ÷ sized: ratio to the bare route sending a body as',
      '  large as a domain result. "cache hits" rotates names already in the response cache;',
      '  "cache off" runs the whole analysis for every request (CACHE_TTL_S=0).',
    ].join('\n'),
  );
} finally {
  await stop();
}
