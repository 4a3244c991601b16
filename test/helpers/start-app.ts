import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.ts';
import { type AppDeps, buildApp } from '../../src/http/app.ts';

/** A running app on a free loopback port. */
export interface RunningApp {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** GET (or another method) `path` on the running app. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Builds the app from environment-style settings (rate limit off unless given) and listens on
 * a free loopback port, for tests over real HTTP.
 */
export async function startApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'config'> = {},
): Promise<RunningApp> {
  const config = loadConfig({ RATE_LIMIT_RPM: '0', ...env });
  const app = buildApp({ logger: false, ...deps, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const base = `http://127.0.0.1:${address.port}`;
  return {
    app,
    base,
    request: (path, init) => fetch(`${base}${path}`, init),
    close: () => app.close(),
  };
}

/** The error body every error response carries. */
export interface ErrorShape {
  status: 'error';
  error: { code: string; message: string };
  time: string;
}

/** ISO-8601 UTC as `Date#toISOString` writes it. */
export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The parsed JSON body of a response, loosely typed for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are checked by assertions, not types.
export async function json(res: Response): Promise<any> {
  return res.json();
}
