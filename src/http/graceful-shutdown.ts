import type { FastifyInstance } from 'fastify';

/** Options of {@link closeOnSignals}. */
export interface CloseOnSignalsOptions {
  /** Longest graceful close before the process exits with 1, ms. */
  timeoutMs: number;
  /**
   * Exit at once with 1 on a second signal (someone pressing Ctrl-C twice). Off in cluster
   * workers: the terminal and the primary may both signal them, and the primary escalates.
   */
  exitOnSecondSignal: boolean;
}

/**
 * On the first SIGINT or SIGTERM, closes `app` gracefully (Fastify's close: the listening
 * socket closes at once, idle connections are dropped, requests on kept-alive connections get
 * 503, in-flight requests finish, then the `onClose` hooks close the store) and leaves the
 * process to end with exit code 0; exits with 1 when the close fails or takes longer than
 * `timeoutMs`.
 */
export function closeOnSignals(app: FastifyInstance, options: CloseOnSignalsOptions): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      if (!options.exitOnSecondSignal) return;
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out: exiting');
      process.exit(1);
    }, options.timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('shut down');
        process.exitCode = 0;
        // A cluster worker's channel to the primary would keep it alive.
        if (process.connected) process.disconnect?.();
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
