import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { BIN } from './run-cli.ts';

/** How a spawned process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A `sitelens serve` child process listening on a loopback port. */
export interface SpawnedServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Its JSON log lines so far. */
  logs(): Array<Record<string, unknown>>;
  /** Resolves with the first log line `match` accepts (rejects after `timeoutMs`). */
  waitForLog(
    match: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** Sends `signal` (default SIGTERM) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/** A Redis key prefix of its own for one test, so parallel files and runs never share keys. */
export function uniqueRedisPrefix(): string {
  return `sitelens-test:${randomBytes(6).toString('hex')}:`;
}

const LISTENING = /listening at http:\/\/127\.0\.0\.1:(\d+)|"port":(\d+),"msg":"worker listening"/;

/**
 * Spawns `node bin/sitelens.js serve <args>` on a free loopback port (PORT=0) with info logs,
 * the fair-use limit off and `env` on top of the test process's environment; resolves once
 * it listens (read from its log), or rejects with its output when it exits or takes longer
 * than `timeoutMs`. Kill it with `stop()`.
 */
export async function spawnServer(
  env: Record<string, string>,
  args: string[] = [],
  timeoutMs = 60_000,
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [BIN, 'serve', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_RPM: '0',
      REDIS_PREFIX: uniqueRedisPrefix(),
      ...env,
    },
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: string): void => {
    text += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout?.setEncoding('utf8').on('data', onData);
  child.stderr?.setEncoding('utf8').on('data', onData);
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
      for (const listener of listeners) listener();
    });
  });
  let ended = false;
  void exited.then(() => {
    ended = true;
  });

  const logs = (): Array<Record<string, unknown>> =>
    text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });

  const until = <T>(probe: () => T | undefined, ms: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const found = probe();
        if (found !== undefined) {
          finish();
          resolve(found);
        } else if (ended) {
          finish();
          reject(new Error(`server exited before ${what}:\n${text}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no ${what} within ${ms} ms:\n${text}`));
      }, ms);
      const finish = (): void => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  const match = await until(
    () => LISTENING.exec(text) ?? undefined,
    timeoutMs,
    'listening line',
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const port = Number(match[1] ?? match[2]);
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    port,
    output: () => text,
    logs,
    waitForLog: (accept, ms = 30_000) => until(() => logs().find(accept), ms, 'matching log line'),
    exited,
    async stop(signal = 'SIGTERM') {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}
