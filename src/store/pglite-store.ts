import { PGlite, type Transaction } from '@electric-sql/pglite';
import { becomeUser, checkSchemaName } from './as-user.ts';
import { type MigrationClient, migrate } from './migrate.ts';
import type { Sql, Store } from './types.ts';

/** What the PGlite backend needs: where the cluster lives and which schema holds the tables. */
export interface PgliteStoreOptions {
  /** A directory for the database files, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  schema: string;
  log?: (line: string) => void;
}

function wrap(db: PGlite | Transaction): Sql {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<T>(text, params as unknown[]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
  };
}

/**
 * node-pg-migrate sends multi-statement SQL without parameters: PGlite runs those with `exec`
 * (simple protocol); anything with parameters goes through `query`.
 */
function migrationClient(db: PGlite): MigrationClient {
  return {
    async query(text, values) {
      if (values !== undefined && values.length > 0) {
        const result = await db.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await db.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
    },
  };
}

/**
 * Opens PGlite (PostgreSQL compiled to WASM, in this process) and applies the migrations.
 * PGlite has one connection: transactions queue behind each other, which also makes the
 * quota step trivially serial here. Only one process may open a data directory at a time.
 */
export async function openPgliteStore(options: PgliteStoreOptions): Promise<Store> {
  const schema = checkSchemaName(options.schema);
  const db = await PGlite.create(options.dataDir);
  try {
    if (schema !== 'public') await db.exec(`create schema if not exists ${schema}`);
    await db.exec(`set search_path to ${schema}`);
    await migrate(migrationClient(db), {
      schema,
      ...(options.log === undefined ? {} : { log: options.log }),
    });
    await db.exec(`set search_path to ${schema}`);
  } catch (error) {
    await db.close();
    throw error;
  }

  return {
    backend: 'pglite',
    asUser: (claims, fn) =>
      db.transaction(async (tx) => {
        const sql = wrap(tx);
        await becomeUser(sql, claims);
        return fn(sql);
      }),
    asService: (fn) => db.transaction((tx) => fn(wrap(tx))),
    async ping() {
      await db.query('select 1');
    },
    close: () => db.close(),
  };
}
