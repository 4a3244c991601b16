import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAdminOps } from '../admin/admin-ops.ts';
import { serveAdminSocket } from '../admin/admin-socket.ts';
import { resolveKeys } from '../auth/keys.ts';
import { type Config, publicBaseUrl } from '../config.ts';
import { MEMORY_DATA_DIR, openConfiguredStore } from '../store/open-store.ts';
import { buildApp } from './app.ts';

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** Close the server on SIGINT/SIGTERM (default true). */
  handleSignals?: boolean;
}

/**
 * Opens the store (PGlite in `DATA_DIR`, or PostgreSQL at `DATABASE_URL`; migrations run
 * first), resolves the keys, builds the app from `config`, listens on
 * `config.host:config.port`, and (by default) closes it gracefully on SIGINT or SIGTERM:
 * in-flight requests finish, the store closes, then the process exits. A second signal, or a
 * shutdown slower than 10 s, exits at once.
 *
 * @returns the listening app (its address via `app.server.address()`).
 */
export async function startServer(
  config: Config,
  options: StartServerOptions = {},
): Promise<FastifyInstance> {
  const store = await openConfiguredStore(config);
  let app: FastifyInstance | undefined;
  try {
    const keys = await resolveKeys(store, config);
    app = buildApp({ config, store, keys });
    let closeAdmin: (() => Promise<void>) | null = null;
    app.addHook('onClose', async () => {
      await closeAdmin?.();
      await store.close();
    });
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
    await (app === undefined ? store.close() : app.close());
    throw error;
  }
  const server = app;

  if (options.handleSignals !== false) {
    let closing = false;
    const shutdown = (signal: NodeJS.Signals): void => {
      if (closing) {
        server.log.warn({ signal }, 'second signal: exiting now');
        process.exit(1);
      }
      closing = true;
      server.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        server.log.error('shutdown timed out: exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      timer.unref();
      server.close().then(
        () => {
          process.exitCode = 0;
        },
        (error: unknown) => {
          server.log.error({ err: error }, 'error while shutting down');
          process.exitCode = 1;
        },
      );
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  }
  return server;
}
