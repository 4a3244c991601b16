import type { Config } from '../../config.ts';
import { startServer } from '../../http/server.ts';

/** Options of `sitelens serve`, as parsed by commander (strings, validated here). */
export interface ServeCommandOptions {
  port?: number;
  host?: string;
}

/**
 * `sitelens serve`: starts the HTTP service with `config`, where `--port` and `--host`
 * override `PORT` and `HOST`. Runs until SIGINT/SIGTERM.
 */
export async function serveCommand(config: Config, options: ServeCommandOptions): Promise<void> {
  await startServer({
    ...config,
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.host === undefined ? {} : { host: options.host }),
  });
}
