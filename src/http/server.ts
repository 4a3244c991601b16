import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAdminOps } from '../admin/admin-ops.ts';
import { serveAdminSocket } from '../admin/admin-socket.ts';
import { resolveKeys } from '../auth/keys.ts';
import { type Config, publicBaseUrl } from '../config.ts';
import { closeRedis, openRedis, waitForRedis } from '../redis/open-redis.ts';
import { MEMORY_DATA_DIR, openConfiguredStore } from '../store/open-store.ts';
import { buildApp } from './app.ts';
import { closeOnSignals } from './graceful-shutdown.ts';

/** How long a server waits for Redis at start-up before it starts without it, ms. */
const REDIS_START_WAIT_MS = 2_000;

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** Close the server on SIGINT/SIGTERM (default true). */
  handleSignals?: boolean;
  /** Exit at once on a second signal (default true; cluster workers leave that to the primary). */
  exitOnSecondSignal?: boolean;
}

/**
 * Opens the store (PGlite in `DATA_DIR`, or PostgreSQL at `DATABASE_URL`; migrations run
 * first) and, with `REDIS_URL`, Redis (waiting up to 2 s for it, then starting without it:
 * limits fail open and the cache is bypassed until it is back), resolves the keys, builds the
 * app from `config`, listens on `config.host:config.port`, and (by default) closes it
 * gracefully on SIGINT or SIGTERM: the listening socket closes at once (new connections are
 * refused), in-flight requests finish, then the store and Redis close and the process exits
 * with 0. A second signal, or a shutdown slower than `SHUTDOWN_TIMEOUT_S`, exits with 1.
 *
 * @returns the listening app (its address via `app.server.address()`).
 */
export async function startServer(
  config: Config,
  options: StartServerOptions = {},
): Promise<FastifyInstance> {
  const store = await openConfiguredStore(config);
  let app: FastifyInstance | undefined;
  // Redis's state changes are logged through the app's logger once there is one.
  const redis =
    config.redisUrl === undefined
      ? undefined
      : openRedis(config.redisUrl, {
          log: {
            warn: (details, message) => app?.log.warn(details, message),
            info: (details, message) => app?.log.info(details, message),
          },
        });
  try {
    const keys = await resolveKeys(store, config);
    app = buildApp({ config, store, keys, ...(redis === undefined ? {} : { redis }) });
    const log = app.log;
    let closeAdmin: (() => Promise<void>) | null = null;
    // Runs after the listening socket is closed and every in-flight request has finished.
    app.addHook('onClose', async () => {
      await closeAdmin?.();
      await store.close();
      log.info({ backend: store.backend }, 'database closed');
      if (redis !== undefined) closeRedis(redis);
    });
    if (redis !== undefined && !(await waitForRedis(redis, REDIS_START_WAIT_MS))) {
      log.warn(
        'Redis is not reachable yet: starting without it (limits fail open, cache bypassed)',
      );
    }
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    if (store.backend === 'pglite' && config.dataDir !== MEMORY_DATA_DIR) {
      // PGlite is single-process: `sitelens users …` and `sitelens keys` reach it through here.
      const ops = createAdminOps(store, keys, publicBaseUrl({ ...config, port }));
      closeAdmin = await serveAdminSocket(resolve(config.dataDir), ops);
    }
    app.log.info(
      { backend: store.backend, dataApiUrl: publicBaseUrl({ ...config, port }) },
      `data interface ready; publishable key ${keys.publishableKey} (sitelens keys prints it again)`,
    );
  } catch (error) {
    // Closing the app closes the store (onClose); before the app exists, close it directly.
    if (app === undefined) {
      await store.close();
      if (redis !== undefined) closeRedis(redis);
    } else await app.close();
    throw error;
  }
  const server = app;

  if (options.handleSignals !== false) {
    closeOnSignals(server, {
      timeoutMs: config.shutdownTimeoutS * 1000,
      exitOnSecondSignal: options.exitOnSecondSignal ?? true,
    });
  }
  return server;
}
