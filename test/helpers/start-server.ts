import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.ts';
import { startServer } from '../../src/http/server.ts';
import { dropSchema, freshSchema, testDatabaseUrl } from './test-store.ts';

/** Where a real server keeps its data across restarts in a test. */
export interface ServerData {
  /** Settings for the server and for `sitelens` child processes (CLI) on the same data. */
  env: Record<string, string>;
  /** Removes the data (the folder, or the PostgreSQL schema). */
  remove(): Promise<void>;
}

/**
 * Fresh data for {@link startRealServer}: a fresh schema on PostgreSQL when `DATABASE_URL` is
 * set (unless `pglite` is asked for), else a temporary `DATA_DIR` for PGlite.
 */
export async function serverData(options: { pglite?: boolean } = {}): Promise<ServerData> {
  const databaseUrl = options.pglite ? undefined : testDatabaseUrl();
  if (databaseUrl !== undefined) {
    const schema = freshSchema();
    return {
      env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
      remove: () => dropSchema(databaseUrl, schema),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'sl-'));
  return {
    // An empty DATABASE_URL counts as unset: PGlite even when the suite runs on PostgreSQL.
    env: { DATABASE_URL: '', DATA_DIR: dir },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A server started the way `sitelens serve` starts it, on a free loopback port. */
export interface RealServer {
  app: FastifyInstance;
  base: string;
  close(): Promise<void>;
}

/**
 * Starts the real server (`startServer`: opens the store, runs migrations, resolves the keys,
 * serves the admin socket on PGlite) on `data`, logs silenced and rate limits off.
 */
export async function startRealServer(
  data: ServerData,
  env: Record<string, string> = {},
): Promise<RealServer> {
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_RPM: '0',
    AUTH_RATE_LIMIT_RPM: '0',
    AUTH_ACCOUNT_LIMIT_PER_HOUR: '0',
    ...data.env,
    ...env,
  });
  const app = await startServer(config, { handleSignals: false });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return { app, base: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
