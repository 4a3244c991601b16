import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { type Config, ConfigError } from '../../config.ts';
import { startServer } from '../../http/server.ts';
import { runPrimary } from '../serve-cluster.ts';

/** Options of `sitelens serve`, as parsed by commander. */
export interface ServeCommandOptions {
  port?: number;
  host?: string;
  /** Worker processes (overrides `WORKERS`); 0 = one per CPU core. */
  workers?: number;
}

/** The number of worker processes `workers` asks for: 0 means one per CPU core. */
export function resolveWorkers(workers: number, cores = availableParallelism()): number {
  return workers === 0 ? cores : workers;
}

/**
 * `sitelens serve`: starts the HTTP service with `config`, where `--port`, `--host` and
 * `--workers` override `PORT`, `HOST` and `WORKERS`. Runs until SIGINT/SIGTERM.
 *
 * With more than one worker this process becomes the cluster primary (`runPrimary`) and the
 * workers, forked from the same command line, serve. Several processes need a PostgreSQL
 * server (`DATABASE_URL`): the embedded database can be opened by one process only, so that
 * is refused with a {@link ConfigError}. Without `REDIS_URL` each worker keeps its own cache
 * and rate-limit counters; the primary warns about it.
 */
export async function serveCommand(config: Config, options: ServeCommandOptions): Promise<void> {
  const settings: Config = {
    ...config,
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.host === undefined ? {} : { host: options.host }),
  };
  const workers = resolveWorkers(options.workers ?? config.workers);
  if (workers <= 1) {
    await startServer(settings);
    return;
  }
  if (cluster.isWorker) {
    // The primary passes signals on and escalates; a worker only closes gracefully.
    await startServer(settings, { exitOnSecondSignal: false });
    return;
  }
  if (settings.databaseUrl === undefined) {
    throw new ConfigError([
      `--workers ${workers} needs a PostgreSQL server (DATABASE_URL): the embedded database (PGlite, in DATA_DIR) can be opened by one process only. Set DATABASE_URL, or run one worker.`,
    ]);
  }
  runPrimary({
    workers,
    shutdownTimeoutMs: settings.shutdownTimeoutS * 1000,
    logLevel: settings.logLevel,
    metrics: settings.metrics,
  });
  if (settings.redisUrl === undefined && settings.logLevel !== 'silent') {
    process.stdout.write(
      `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, role: 'primary', msg: 'REDIS_URL is not set: each worker keeps its own response cache and rate-limit counters, so the fair-use limit is per worker. Set REDIS_URL to share them.' })}\n`,
    );
  }
}
