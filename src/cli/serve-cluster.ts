import cluster, { type Worker } from 'node:cluster';
import type { LogLevel } from '../config.ts';
import { serveClusterMetrics } from '../http/cluster-metrics.ts';

/** Options of {@link runPrimary}. */
export interface PrimaryOptions {
  /** How many workers to keep running. */
  workers: number;
  /** Longest graceful shutdown of the workers before they are killed, ms. */
  shutdownTimeoutMs: number;
  /** The service's `LOG_LEVEL`: the primary logs JSON lines like the workers' pino. */
  logLevel: LogLevel;
  /** Aggregate the workers' metrics for `/metrics` (`METRICS`). */
  metrics?: boolean;
  /** Where log lines go (default stdout). */
  write?: (line: string) => void;
}

const LEVELS: Record<string, number> = { error: 50, warn: 40, info: 30 };
const THRESHOLD: Record<LogLevel, number> = {
  fatal: 60,
  error: 50,
  warn: 40,
  info: 30,
  debug: 20,
  trace: 10,
  silent: Number.POSITIVE_INFINITY,
};

/** Crashes within this window count towards the restart backoff. */
const CRASH_WINDOW_MS = 60_000;
/** The first restart waits this long; each further recent crash doubles it, up to the cap. */
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 30_000;

/** How long to wait before restarting a worker after `recentCrashes` crashes in the last minute. */
export function restartDelayMs(recentCrashes: number): number {
  return Math.min(
    FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, recentCrashes - 1),
    MAX_RESTART_DELAY_MS,
  );
}

/**
 * The primary process of `sitelens serve --workers N` (node:cluster): forks `workers` copies of
 * the server, which share the listening port (the primary hands out connections). A worker
 * that dies is restarted, after 250 ms doubling with each crash in the last minute (at most
 * 30 s), so a crash loop does not spin. SIGTERM or SIGINT is passed to every worker, which
 * closes gracefully; the primary exits when they have all gone (0 when each exited with 0),
 * or kills them after `shutdownTimeoutMs` (exit 1). A second signal kills them at once.
 */
export function runPrimary(options: PrimaryOptions): void {
  const write = options.write ?? ((line: string) => process.stdout.write(line));
  const log = (level: 'info' | 'warn' | 'error', msg: string, details: object = {}): void => {
    const value = LEVELS[level] ?? 30;
    if (value < THRESHOLD[options.logLevel]) return;
    write(
      `${JSON.stringify({ level: value, time: Date.now(), pid: process.pid, role: 'primary', ...details, msg })}\n`,
    );
  };

  let shuttingDown = false;
  let failedExit = false;
  const crashes: number[] = [];
  const restarts = new Set<NodeJS.Timeout>();

  const fork = (): Worker => cluster.fork();
  if (options.metrics) serveClusterMetrics();

  cluster.on('listening', (worker, address) => {
    log('info', 'worker listening', { workerPid: worker.process.pid, port: address.port });
  });

  cluster.on('exit', (worker, code, signal) => {
    const details = { workerPid: worker.process.pid, code, signal };
    if (shuttingDown) {
      // A worker still starting has no handler yet and dies of the SIGTERM: nothing was lost.
      if (code !== 0 && signal !== 'SIGTERM') failedExit = true;
      log('info', 'worker stopped', details);
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log('info', 'all workers stopped');
        process.exit(failedExit ? 1 : 0);
      }
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && (crashes[0] ?? now) < now - CRASH_WINDOW_MS) crashes.shift();
    const delayMs = restartDelayMs(crashes.length);
    log('error', `worker died: restarting it in ${delayMs} ms`, { ...details, delayMs });
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!shuttingDown) fork();
    }, delayMs);
    restarts.add(timer);
  });

  const shutdown = (signal: NodeJS.Signals): void => {
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    if (shuttingDown) {
      log('warn', 'second signal: killing the workers now', { signal });
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    shuttingDown = true;
    for (const timer of restarts) clearTimeout(timer);
    log('info', 'shutting down: stopping the workers gracefully', {
      signal,
      workers: workers.length,
    });
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log('error', 'workers did not stop in time: killing them');
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, options.shutdownTimeoutMs + 1_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  log('info', `starting ${options.workers} workers`, { workers: options.workers });
  for (let i = 0; i < options.workers; i += 1) fork();
}
