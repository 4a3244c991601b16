import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli.ts';
import { type ServerData, serverData } from './helpers/start-server.ts';

/** `sitelens keys` and `sitelens users` straight on PGlite's DATA_DIR, with no server running. */
describe('sitelens keys and users without a running server (PGlite)', () => {
  let data: ServerData;

  beforeAll(async () => {
    data = await serverData({ pglite: true });
  });
  afterAll(() => data?.remove());

  it('creates the database on first use and prints the same keys every time', {
    timeout: 120_000,
  }, async () => {
    const first = await runCli(['keys', '--json'], { env: { ...data.env, PORT: '9123' } });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const keys = JSON.parse(first.stdout);
    expect(keys).toEqual({
      dataApiUrl: 'http://127.0.0.1:9123',
      publishableKey: expect.stringMatching(/^sb_publishable_[\w-]{32}$/),
    });
    const text = await runCli(['keys'], { env: data.env });
    expect(text.stdout).toBe(
      `Data API URL     http://127.0.0.1:8787\nPublishable key  ${keys.publishableKey}\n`,
    );
    const users = await runCli(['users', 'list'], { env: data.env });
    expect(users.code).toBe(0);
    expect(users.stdout).toBe('No accounts yet.\n');
    expect(
      JSON.parse((await runCli(['users', 'list', '--json'], { env: data.env })).stdout),
    ).toEqual([]);
  });

  it('explains when another process holds DATA_DIR without answering admin requests', async () => {
    // A live process that is not a Sitelens server "holds" the lock.
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
      stdio: 'ignore',
    });
    try {
      await writeFile(join(data.env.DATA_DIR ?? '', 'sitelens.lock'), String(sleeper.pid));
      const run = await runCli(['users', 'list'], { env: data.env });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/is in use by process \d+, which does not answer admin requests/);
    } finally {
      sleeper.kill();
    }
  });
});
