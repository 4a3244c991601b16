import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openPgliteStore } from './pglite-store.ts';
import { openPostgresStore } from './postgres-store.ts';
import type { Store } from './types.ts';

/** In-memory PGlite: nothing is written to disk (tests). */
export const MEMORY_DATA_DIR = 'memory://';

/** Options of {@link openStore}. */
export interface OpenStoreOptions {
  /**
   * PGlite's folder when `databaseUrl` is not set (default `./data`); the database files go
   * in its `pglite/` subfolder. `memory://` keeps everything in memory.
   */
  dataDir?: string;
  /** A PostgreSQL server (`postgres://…`); when set, `dataDir` is not used. */
  databaseUrl?: string;
  /** The schema that holds the tables (default `public`); tests use a fresh one each. */
  schema?: string;
  /** Most pooled connections to PostgreSQL (default 10). */
  poolSize?: number;
  /** Migration progress lines; default silent. */
  log?: (line: string) => void;
}

/**
 * Opens the store on PostgreSQL (`databaseUrl`) or embedded PGlite (`dataDir`) and applies
 * the pending migrations before it resolves. Close it with `store.close()`.
 *
 * @throws {DataDirBusyError} when another process has PGlite's data directory open.
 * @example
 * const store = await openStore({ dataDir: './data' });
 * const store = await openStore({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/app' });
 * const test = await openStore({ dataDir: 'memory://' });
 */
export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  const schema = options.schema ?? 'public';
  const log = options.log === undefined ? {} : { log: options.log };
  if (options.databaseUrl !== undefined) {
    return openPostgresStore({
      databaseUrl: options.databaseUrl,
      schema,
      ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
      ...log,
    });
  }

  const dataDir = options.dataDir ?? './data';
  if (dataDir === MEMORY_DATA_DIR) return openPgliteStore({ dataDir, schema, ...log });

  const root = resolve(dataDir);
  const unlock = await lockDataDir(root);
  try {
    const store = await openPgliteStore({ dataDir: join(root, 'pglite'), schema, ...log });
    return {
      ...store,
      async close() {
        try {
          await store.close();
        } finally {
          await unlock();
        }
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * Opens the store the configuration names: PostgreSQL at `DATABASE_URL` (tables in
 * `DATABASE_SCHEMA`), else PGlite in `DATA_DIR`.
 */
export function openConfiguredStore(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
  log?: (line: string) => void,
): Promise<Store> {
  return openStore({
    dataDir: config.dataDir,
    schema: config.databaseSchema,
    ...(config.databaseUrl === undefined ? {} : { databaseUrl: config.databaseUrl }),
    ...(log === undefined ? {} : { log }),
  });
}
