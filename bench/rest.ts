/**
 * `npm run bench` (data interface): authenticated reads of `/rest/v1/saved_reports` for a user
 * with 10,000 saved reports, the query the web app's history page sends:
 * `GET /rest/v1/saved_reports?select=*&order=created_at.desc&limit=20` with `apikey` and a
 * Bearer access token. autocannon on loopback, 1 s warm-up then 5 s, on PGlite (in memory)
 * and on PostgreSQL (`DATABASE_URL`, else postgres://postgres@127.0.0.1:5432/postgres when
 * reachable; skipped with a message otherwise), beside a bare Fastify route from the same run.
 *
 * Options: --duration <s> (default 5), --connections <n> (default 10), --reports <n> (10000).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { cannon, percentile, postgresReachable } from './lib/cannon.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    reports: { type: 'string', default: '10000' },
  },
});
const DURATION_S = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const REPORTS = Number(values.reports);
const PATH = '/rest/v1/saved_reports?select=*&order=created_at.desc&limit=20';
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

interface Target {
  port: number;
  barePort: number;
  apikey: string;
  token: string;
  seedMs: number;
}

async function load(url: string, headers: Record<string, string> = {}) {
  await cannon({ url, headers, connections: CONNECTIONS, durationS: 1 });
  const { result, latencies } = await cannon({
    url,
    headers,
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
  return {
    rps: result.requests.average,
    p99: percentile(latencies, 99),
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function run(label: string, databaseUrl?: string): Promise<void> {
  const args = [
    new URL('./rest-target.ts', import.meta.url).pathname,
    '--reports',
    String(REPORTS),
  ];
  if (databaseUrl !== undefined) args.push('--database-url', databaseUrl);
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  try {
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    const target = JSON.parse(line) as Target;
    const headers = { apikey: target.apikey, authorization: `Bearer ${target.token}` };
    const bare = await load(`http://127.0.0.1:${target.barePort}/bare`);
    const rest = await load(`http://127.0.0.1:${target.port}${PATH}`, headers);
    console.log(`${label}: ${fmt(REPORTS)} reports seeded in ${fmt(target.seedMs)} ms`);
    for (const [name, r] of [
      ['bare Fastify route (baseline)', bare],
      [`GET ${PATH}`, rest],
    ] as const) {
      const flags = r.bad > 0 ? `  (${r.bad} non-2xx or errors)` : '';
      console.log(
        `  ${name.padEnd(72)}${fmt(r.rps).padStart(9)} req/s  p99 ${fmt(r.p99, 2).padStart(6)} ms${flags}`,
      );
    }
    console.log(`  ratio to the bare route: ${fmt(rest.rps / bare.rps, 3)}\n`);
  } finally {
    child.stdin.end();
    await once(child, 'exit');
  }
}

console.log(
  `Sitelens data interface benchmark — node ${process.version}, ${process.platform} ${process.arch}, ${availableParallelism()} CPUs`,
);
console.log(
  `autocannon on loopback, ${CONNECTIONS} connections, 1 s warm-up + ${DURATION_S} s per run, server in a child process\n`,
);
await run('PGlite (in memory)');
const databaseUrl = loadConfig().databaseUrl ?? LOCAL_POSTGRES;
if (await postgresReachable(databaseUrl)) {
  await run(`PostgreSQL (${new URL(databaseUrl).host}, fresh schema)`, databaseUrl);
} else {
  console.log(
    `PostgreSQL: skipped — ${databaseUrl.replace(/:[^:@/]*@/, ':***@')} is not reachable (set DATABASE_URL).`,
  );
}
