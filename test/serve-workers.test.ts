import { get } from 'node:http';
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveWorkers } from '../src/cli/commands/serve.ts';
import { restartDelayMs } from '../src/cli/serve-cluster.ts';
import { runCli } from './helpers/run-cli.ts';
import { type SpawnedServer, spawnServer } from './helpers/spawn-server.ts';
import { dropSchema, freshSchema, testDatabaseUrl } from './helpers/test-store.ts';

const databaseUrl = testDatabaseUrl();

/** GET over a connection of its own (no keep-alive), resolving with the body. */
function getFresh(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('sitelens serve --workers', () => {
  it('resolves 0 (auto) to one worker per core', () => {
    expect(resolveWorkers(0, 8)).toBe(8);
    expect(resolveWorkers(3, 8)).toBe(3);
  });

  it('waits longer before each restart of a crashing worker, up to 30 s', () => {
    expect([1, 2, 3, 4].map(restartDelayMs)).toEqual([250, 500, 1000, 2000]);
    expect(restartDelayMs(20)).toBe(30_000);
  });

  it('refuses several workers on the embedded database, saying what to do', async () => {
    const run = await runCli(['serve', '--workers', '2'], {
      env: { DATABASE_URL: '', DATA_DIR: 'memory://' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /--workers 2 needs a PostgreSQL server \(DATABASE_URL\): the embedded database \(PGlite, in DATA_DIR\) can be opened by one process only\. Set DATABASE_URL, or run one worker\./,
    );
  });

  // On one core, `auto` is a single process, which would start serving.
  it.skipIf(availableParallelism() < 2)('counts WORKERS=auto as one per core', async () => {
    const run = await runCli(['serve'], {
      env: { DATABASE_URL: '', DATA_DIR: 'memory://', WORKERS: 'auto' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`--workers ${availableParallelism()} needs a PostgreSQL server`);
  });

  it('refuses a --workers value that is not a count', async () => {
    const run = await runCli(['serve', '--workers', 'lots']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/workers is a whole number from 0 to 256, or auto/);
  });
});

describe.skipIf(databaseUrl === undefined)('sitelens serve --workers 2 on PostgreSQL', () => {
  const schema = freshSchema();
  let server: SpawnedServer;
  const workerPids = (): number[] =>
    server
      .logs()
      .filter((line) => line.msg === 'worker listening')
      .map((line) => Number(line.workerPid));

  beforeAll(async () => {
    server = await spawnServer(
      { DATABASE_URL: databaseUrl ?? '', DATABASE_SCHEMA: schema, METRICS: 'true' },
      ['--workers', '2'],
    );
    await server.waitForLog(() => workerPids().length >= 2, 60_000);
  }, 120_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    if (databaseUrl !== undefined) await dropSchema(databaseUrl, schema);
  });

  it('runs two workers on one port, both answering', async () => {
    const pids = workerPids();
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(server.child.pid);
    for (let i = 0; i < 10; i += 1) {
      const body = JSON.parse(await getFresh(`${server.base}/api/public/health`));
      expect(body.data.checks.database.status).toBe('ok');
    }
  });

  it('serves /metrics summed over the workers, whichever worker answers', async () => {
    // A new connection each time, so the primary hands requests to both workers in turn.
    const scrapes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const text = await getFresh(`${server.base}/metrics`);
      const line = text
        .split('\n')
        .find((l) =>
          l.startsWith(
            'sitelens_http_requests_total{method="GET",route="/api/public/health",status="200"} ',
          ),
        );
      scrapes.push(Number(line?.split(' ').at(-1)));
    }
    expect(scrapes).toEqual([10, 10, 10, 10]);
  });

  it('restarts a worker that dies', async () => {
    const [victim] = workerPids();
    process.kill(victim as number, 'SIGKILL');
    await server.waitForLog((line) => String(line.msg).startsWith('worker died'), 10_000);
    await server.waitForLog(() => workerPids().length >= 3, 60_000);
    const replacement = workerPids()[2] as number;
    expect(replacement).not.toBe(victim);
    expect(alive(replacement)).toBe(true);
    const res = await fetch(`${server.base}/api/public/domain?domain=cluster.com`);
    expect(res.status).toBe(200);
  }, 90_000);

  it('stops every worker gracefully on SIGTERM and exits 0', async () => {
    const pids = workerPids().filter(alive);
    expect(pids).toHaveLength(2);
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(pids.filter(alive)).toEqual([]);
    const stopped = server.logs().filter((line) => line.msg === 'worker stopped');
    expect(stopped.map((line) => line.code)).toEqual([0, 0]);
  }, 30_000);
});
