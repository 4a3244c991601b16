import { join } from 'node:path';
import { runner } from 'node-pg-migrate';
import type { ClientBase } from 'pg';

/** Where the ordered SQL migrations live (`NNNN_name.sql`, `-- Up Migration` sections). */
export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** The table (in the store's schema) that records which migrations have run. */
export const MIGRATIONS_TABLE = 'sitelens_migrations';

/**
 * The one method node-pg-migrate calls on a client it is given: `query(text, values?)`
 * resolving to `{rows, rowCount}`. A `pg` client has it; PGlite gets a small adapter.
 */
export interface MigrationClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/** Options of {@link migrate}. */
export interface MigrateOptions {
  /** The schema that holds the tables and the migrations table (`public` in production). */
  schema: string;
  /** Progress lines ("> Migrating files: …"); default: silent. */
  log?: (line: string) => void;
}

/**
 * Applies the pending migrations of {@link MIGRATIONS_DIR} in order, on either backend, with
 * node-pg-migrate: one transaction for the whole batch, and a database-wide advisory lock so
 * that processes (or test files) starting together wait for each other instead of racing.
 *
 * @returns the names of the migrations that ran (empty when the schema was up to date).
 */
export async function migrate(client: MigrationClient, options: MigrateOptions): Promise<string[]> {
  const log = options.log ?? (() => {});
  const ran = await runner({
    // node-pg-migrate types its client as pg's ClientBase but only ever calls query(text, values).
    dbClient: client as unknown as ClientBase,
    dir: MIGRATIONS_DIR,
    migrationsTable: MIGRATIONS_TABLE,
    schema: options.schema,
    migrationsSchema: options.schema,
    // CREATE SCHEMA checks the CREATE privilege even when the schema exists: only for non-public.
    createSchema: options.schema !== 'public',
    direction: 'up',
    singleTransaction: true,
    checkOrder: true,
    advisoryLockMode: 'wait',
    logger: { debug: log, info: log, warn: log, error: log },
  });
  return ran.map((migration) => migration.name);
}
