/**
 * `npm run bench:load`: `sitelens serve` under load on loopback (autocannon), each server a
 * child process started as a user starts it (log written to a file):
 *
 * (a) the three public endpoints with the fair-use limit off (RATE_LIMIT_RPM=0), one process on
 *     PGlite: requests/second, p50/p99, and zero errors asserted. Domain names rotate and each
 *     audit asks for a new URL of a small page on a local site (ALLOW_PRIVATE_TARGETS=true), so
 *     every request is a cache miss.
 * (b) the limit on (RATE_LIMIT_RPM=60), all from one client: a 1 s flat-out warm-up that spends
 *     the minute's 60, then 10× the fair-use rate on one connection (a minute's worth, 600
 *     requests, in 5 s), then flat out for 5 s: exactly 60 answered 200, the 429s with p99 < 5 ms
 *     (asserted for the paced run), zero 5xx, zero socket errors.
 * (c) the domain endpoint with 1 and 2 workers (`sitelens serve --workers N`, which needs
 *     PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres when reachable;
 *     skipped with a message otherwise).
 *
 * Resident memory (VmRSS of the server and its workers) is printed before and after. Exits 1
 * when an assertion fails. Options: --duration <s> (default 5), --connections <n> (default 10).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { analyzeDomain } from '../src/core/domain/analyze-domain.ts';
import { generateNames } from './generate-names.ts';
import { postgresReachable } from './lib/cannon.ts';
import { type RunResult, run } from './load-run.ts';
import { type Service, startAuditSite, startService } from './load-server.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const DURATION_S = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const FAIR_USE_RPM = 60;
const failures: string[] = [];

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–';
const mb = (bytes: number) => `${fmt(bytes / 1_048_576)} MB`;
const row = (cells: (string | number)[]) => console.log(`| ${cells.join(' | ')} |`);

function check(ok: boolean, what: string): string {
  if (!ok) failures.push(what);
  return ok ? 'ok' : 'FAIL';
}

/** Valid, distinct names (the engine's own check), so every request is a 200 and a cache miss. */
function domainNames(): string[] {
  const all = new Set([
    ...generateNames(40_000, 1),
    ...generateNames(40_000, 2),
    ...generateNames(40_000, 3),
  ]);
  return [...all].filter((name) => analyzeDomain(name).ok);
}

/** `/api/public/domain?domain=…` over the names, from the start for each new server. */
function domainPaths(names: string[]): (n: number) => string {
  let next = 0;
  return () =>
    `/api/public/domain?domain=${encodeURIComponent(names[next++ % names.length] ?? '')}`;
}

async function measured(base: string, path: (n: number) => string): Promise<RunResult> {
  await run({ base, path, connections: CONNECTIONS, durationS: 1 });
  return run({ base, path, connections: CONNECTIONS, durationS: DURATION_S });
}

const fiveXx = (r: RunResult) =>
  Object.entries(r.statuses).reduce((sum, [s, n]) => (Number(s) >= 500 ? sum + n : sum), 0);
const non2xx = (r: RunResult) =>
  Object.entries(r.statuses).reduce((sum, [s, n]) => (Number(s) >= 300 ? sum + n : sum), 0);

async function publicEndpoints(dataDir: string, names: string[]): Promise<void> {
  console.log(
    `## (a) Public endpoints, fair-use limit off (RATE_LIMIT_RPM=0), one process, PGlite\n`,
  );
  const site = await startAuditSite();
  const service = await startService({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    RATE_LIMIT_RPM: '0',
    ALLOW_PRIVATE_TARGETS: 'true',
  });
  const before = service.rss();
  const endpoints: [string, (n: number) => string][] = [
    ['GET /api/public/health', () => '/api/public/health'],
    ['GET /api/public/domain (rotating names)', domainPaths(names)],
    [
      'GET /api/public/seo-audit (local 2 kB page, new URL each time)',
      (n) => `/api/public/seo-audit?url=${encodeURIComponent(`${site.base}/page?v=${n}`)}`,
    ],
  ];
  row([
    'endpoint',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'socket errors',
    'zero errors',
  ]);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']);
  try {
    for (const [name, path] of endpoints) {
      const r = await measured(service.base, path);
      const verdict = check(
        non2xx(r) === 0 && r.socketErrors === 0 && r.timeouts === 0 && r.requests > 0,
        `(a) ${name}: ${non2xx(r)} non-2xx, ${r.socketErrors} socket errors`,
      );
      row([
        name,
        fmt(r.requests),
        fmt(r.rps),
        fmt(r.latency.p50, 2),
        fmt(r.latency.p99, 2),
        non2xx(r),
        r.socketErrors,
        verdict,
      ]);
    }
    console.log(`\nServer RSS: ${mb(before)} before, ${mb(service.rss())} after.\n`);
  } finally {
    await service.stop();
    await site.stop();
  }
}

async function rateLimited(dataDir: string, names: string[]): Promise<void> {
  const total = FAIR_USE_RPM * 10;
  console.log(
    `## (b) Fair-use limit on (RATE_LIMIT_RPM=${FAIR_USE_RPM}), one client at 10× the fair-use rate\n`,
  );
  const service = await startService({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    RATE_LIMIT_RPM: String(FAIR_USE_RPM),
  });
  const before = service.rss();
  const path = domainPaths(names);
  row([
    'run',
    'requests',
    '200',
    '429',
    '5xx',
    'socket errors',
    '429 p50 ms',
    '429 p99 ms',
    'verdict',
  ]);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']);
  try {
    // The warm-up, flat out for 1 s, spends the minute's allowance: the 200s are counted there.
    const warmUp = await run({ base: service.base, path, connections: CONNECTIONS, durationS: 1 });
    const runs: [string, RunResult, boolean][] = [
      [`1 s warm-up, ${CONNECTIONS} connections, flat out`, warmUp, false],
      [
        `then ${total} requests in ${DURATION_S} s on one connection (a minute of 10× fair use)`,
        await run({
          base: service.base,
          path,
          connections: 1,
          durationS: DURATION_S,
          amount: total,
          rate: total / DURATION_S,
        }),
        true,
      ],
      [
        `then ${CONNECTIONS} connections flat out for ${DURATION_S} s`,
        await run({ base: service.base, path, connections: CONNECTIONS, durationS: DURATION_S }),
        false,
      ],
    ];
    for (const [name, r, paced] of runs) {
      const limited = r.byStatus[429];
      const ok =
        fiveXx(r) === 0 &&
        r.socketErrors === 0 &&
        r.timeouts === 0 &&
        (limited?.count ?? 0) > 0 &&
        (!paced || (limited?.p99 ?? Number.POSITIVE_INFINITY) < 5);
      const verdict = check(
        ok,
        `(b) ${name}: ${fiveXx(r)} 5xx, ${r.socketErrors} socket errors, 429 p99 ${fmt(limited?.p99 ?? Number.NaN, 2)} ms`,
      );
      row([
        name,
        fmt(r.requests),
        fmt(r.statuses[200] ?? 0),
        fmt(r.statuses[429] ?? 0),
        fiveXx(r),
        r.socketErrors,
        fmt(limited?.p50 ?? Number.NaN, 2),
        fmt(limited?.p99 ?? Number.NaN, 2),
        verdict,
      ]);
    }
    const allowed = runs.reduce((sum, [, r]) => sum + (r.statuses[200] ?? 0), 0);
    const held = check(
      allowed === FAIR_USE_RPM,
      `(b) ${allowed} requests answered 200 within the minute (limit ${FAIR_USE_RPM})`,
    );
    console.log(`\n${allowed} of them answered 200 within the minute: ${held}.`);
    console.log(
      `The limit lets ${FAIR_USE_RPM} a minute through; the paced run must answer its 429s with p99 < 5 ms; the flat-out run shows the limiter's own throughput (${fmt(runs[2]?.[1].rps ?? 0)} req/s).`,
    );
    console.log(`Server RSS: ${mb(before)} before, ${mb(service.rss())} after.\n`);
  } finally {
    await service.stop();
  }
}

async function workers(names: string[]): Promise<void> {
  console.log(
    '## (c) Domain endpoint, 1 and 2 worker processes (`sitelens serve --workers N`), PostgreSQL\n',
  );
  const databaseUrl = loadConfig().databaseUrl ?? LOCAL_POSTGRES;
  if (!(await postgresReachable(databaseUrl))) {
    console.log(
      `Skipped: ${databaseUrl.replace(/:[^:@/]*@/, ':***@')} is not reachable (set DATABASE_URL); several workers need PostgreSQL.\n`,
    );
    return;
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  row([
    'workers',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'socket errors',
    'RSS before',
    'RSS after',
  ]);
  row(['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
  const rates: number[] = [];
  try {
    for (const count of [1, 2]) {
      const service: Service = await startService(
        { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, REDIS_URL: '', RATE_LIMIT_RPM: '0' },
        count,
      );
      try {
        const before = service.rss();
        const r = await measured(service.base, domainPaths(names));
        check(
          non2xx(r) === 0 && r.socketErrors === 0 && r.timeouts === 0,
          `(c) ${count} workers: ${non2xx(r)} non-2xx, ${r.socketErrors} socket errors`,
        );
        rates.push(r.rps);
        row([
          count,
          fmt(r.requests),
          fmt(r.rps),
          fmt(r.latency.p50, 2),
          fmt(r.latency.p99, 2),
          non2xx(r),
          r.socketErrors,
          mb(before),
          mb(service.rss()),
        ]);
      } finally {
        await service.stop();
      }
    }
    console.log(
      `\n2 workers / 1 worker: ${fmt((rates[1] ?? 0) / (rates[0] ?? 1), 2)}× on ${availableParallelism()} CPUs shared with the load generator.\n`,
    );
  } finally {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
}

console.log(
  `# Sitelens load benchmark — node ${process.version}, ${process.platform} ${process.arch}, ${availableParallelism()} CPUs\n`,
);
console.log(
  `autocannon on loopback, ${CONNECTIONS} connections, 1 s warm-up + ${DURATION_S} s per run; each server a child process (\`node bin/sitelens.js serve\`, LOG_LEVEL=info to a file).\n`,
);
const names = domainNames();
const dataDir = await mkdtemp(join(tmpdir(), 'sitelens-load-data-'));
try {
  await publicEndpoints(dataDir, names);
  await rateLimited(dataDir, names);
  await workers(names);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.log(`FAILED:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log(
  'All assertions held: zero errors with the limit off; with it on, 429s fast, no 5xx, no socket errors.',
);
