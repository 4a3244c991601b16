import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config.ts';
import { openStore } from '../../src/store/open-store.ts';
import type { Store } from '../../src/store/types.ts';

/**
 * Where the test suite keeps its data: PostgreSQL when `DATABASE_URL` is set (CI's second
 * run), else in-memory PGlite. Read through the config module, the one reader of the
 * environment.
 */
export function testDatabaseUrl(): string | undefined {
  return loadConfig().databaseUrl;
}

/** A fresh schema name, so parallel test files (and runs) never share tables. */
export function freshSchema(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}

/** A store of its own for one test file, and how to throw it away. */
export interface TestStore {
  store: Store;
  /**
   * Settings that point another process (a CLI, a second server) at the same data:
   * `DATABASE_URL` + `DATABASE_SCHEMA` on PostgreSQL; nothing on in-memory PGlite.
   */
  env: Record<string, string>;
  /** Closes the store and, on PostgreSQL, drops its schema. */
  dispose(): Promise<void>;
}

/** Drops a test schema (PostgreSQL only), with a short-lived store of its own. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/**
 * Opens a store for a test file: a fresh schema on PostgreSQL when `DATABASE_URL` is set,
 * else in-memory PGlite. Migrations are applied.
 */
export async function openTestStore(): Promise<TestStore> {
  const databaseUrl = testDatabaseUrl();
  if (databaseUrl === undefined) {
    const store = await openStore({ dataDir: 'memory://' });
    return { store, env: {}, dispose: () => store.close() };
  }
  const schema = freshSchema();
  const store = await openStore({ databaseUrl, schema });
  return {
    store,
    env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
    async dispose() {
      await store.close();
      await dropSchema(databaseUrl, schema);
    },
  };
}
