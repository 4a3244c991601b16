import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { buildApp } from './app.ts';

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** Close the server on SIGINT/SIGTERM (default true). */
  handleSignals?: boolean;
}

/**
 * Builds the app from `config`, listens on `config.host:config.port`, and (by default) closes
 * it gracefully on SIGINT or SIGTERM: in-flight requests finish, then the process exits. A
 * second signal, or a shutdown slower than 10 s, exits at once.
 *
 * @returns the listening app (its address via `app.server.address()`).
 */
export async function startServer(
  config: Config,
  options: StartServerOptions = {},
): Promise<FastifyInstance> {
  const app = buildApp({ config });
  await app.listen({ port: config.port, host: config.host });

  if (options.handleSignals !== false) {
    let closing = false;
    const shutdown = (signal: NodeJS.Signals): void => {
      if (closing) {
        app.log.warn({ signal }, 'second signal: exiting now');
        process.exit(1);
      }
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        app.log.error('shutdown timed out: exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      timer.unref();
      app.close().then(
        () => {
          process.exitCode = 0;
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exitCode = 1;
        },
      );
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  }
  return app;
}
