import { Redis } from 'ioredis';

/** Where {@link openRedis} reports connection trouble (pino's signature, a subset). */
export interface RedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Options of {@link openRedis}. */
export interface OpenRedisOptions {
  /** Connection-state messages: lost (once per outage) and restored. Default: silent. */
  log?: RedisLog;
  /** Longest wait for one command before it fails, ms (default 500). */
  commandTimeoutMs?: number;
}

/** Longest wait for the TCP (and TLS) connection, ms. */
const CONNECT_TIMEOUT_MS = 1_000;

/** Longest pause between reconnection attempts, ms: Redis is retried for ever. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * Opens a client for the shared rate-limit counters and response cache, tuned so that a
 * missing or hung Redis never holds a request up: commands fail at once while disconnected
 * (no offline queue), after `commandTimeoutMs` when Redis does not answer, and are retried at
 * most once; the client reconnects in the background for ever. Callers treat a failed
 * command as "no shared state" (limits fail open, the cache misses).
 *
 * @example
 * const redis = openRedis('redis://127.0.0.1:6379', { log: app.log });
 * await waitForRedis(redis, 2_000);
 */
export function openRedis(url: string, options: OpenRedisOptions = {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let down = false;
  // Without an 'error' listener every failed reconnection would be an unhandled error event.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    options.log?.warn(
      { err: { message: error.message } },
      'Redis unreachable: rate limits fail open and the response cache is bypassed until it is back',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    options.log?.info({}, 'Redis reachable again');
  });
  return redis;
}

/**
 * Resolves once `redis` is ready, or after `timeoutMs` when it is not (it keeps retrying in
 * the background): true when ready. Lets a server start with warm shared state, yet start
 * anyway while Redis is down.
 */
export function waitForRedis(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean): void => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = (): void => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}

/** Closes `redis` without waiting for Redis to answer (QUIT could hang on a dead server). */
export function closeRedis(redis: Redis): void {
  redis.disconnect(false);
}
