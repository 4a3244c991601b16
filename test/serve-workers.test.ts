import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveWorkers } from '../src/cli/commands/serve.ts';
import { restartDelayMs } from '../src/cli/serve-cluster.ts';
import { runCli } from './helpers/run-cli.ts';
import { type SpawnedServer, spawnServer } from './helpers/spawn-server.ts';
import { json } from './helpers/start-app.ts';
import { dropSchema, freshSchema, testDatabaseUrl } from './helpers/test-store.ts';

const databaseUrl = testDatabaseUrl();

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
    server = await spawnServer({ DATABASE_URL: databaseUrl ?? '', DATABASE_SCHEMA: schema }, [
      '--workers',
      '2',
    ]);
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
      const res = await fetch(`${server.base}/api/public/health`);
      expect(res.status).toBe(200);
      expect((await json(res)).data.checks.database.status).toBe('ok');
    }
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
