import pg from 'pg';
import { becomeUser, checkSchemaName } from './as-user.ts';
import { migrate } from './migrate.ts';
import type { Sql, Store } from './types.ts';

/** What the PostgreSQL backend needs. */
export interface PostgresStoreOptions {
  /** `postgres://user:password@host:5432/database` */
  databaseUrl: string;
  schema: string;
  /** Most pooled connections (default 10). */
  poolSize?: number;
  log?: (line: string) => void;
}

const INT8_OID = 20;

/** `bigint` (counts) as a JS number, the way PGlite returns it; every other type as pg does. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function wrap(client: pg.PoolClient): Sql {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, params as unknown[]);
      // PGlite counts only written rows; a SELECT's rowCount is its row count in pg.
      const affectedRows = result.command === 'SELECT' ? 0 : (result.rowCount ?? 0);
      return { rows: result.rows as T[], affectedRows };
    },
  };
}

/**
 * Connects a `pg` pool to a PostgreSQL server (tables in `schema`, via each connection's
 * `search_path`) and applies the migrations.
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const schema = checkSchemaName(options.schema);
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    options: `-c search_path=${schema}`,
    types,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});

  async function transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      const result = await fn(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  try {
    const client = await pool.connect();
    try {
      await migrate(client, { schema, ...(options.log === undefined ? {} : { log: options.log }) });
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    backend: 'postgres',
    asUser: (claims, fn) =>
      transaction(async (client) => {
        const sql = wrap(client);
        await becomeUser(sql, claims);
        return fn(sql);
      }),
    asService: (fn) => transaction((client) => fn(wrap(client))),
    async ping() {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
