/**
 * The tables /rest/v1 serves, and the only identifiers that ever reach its SQL: every table
 * and column name in a built statement comes from here, never from the request.
 */

/** PostgreSQL type of a column; bound values are cast to it (`$1::uuid`). */
export type ColumnType = 'uuid' | 'text' | 'timestamptz' | 'jsonb';

/** One column of a resource. */
export interface ColumnSpec {
  readonly name: string;
  readonly type: ColumnType;
}

/** A table exposed at `/rest/v1/<name>`. */
export interface ResourceSpec {
  /** URL segment and table name (in the store's schema). */
  readonly name: string;
  /** Columns in `select=*` order. */
  readonly columns: readonly ColumnSpec[];
  /** The column holding the owner's user id, filtered on by every statement. */
  readonly ownerColumn: string;
  /** The primary key (used to apply `limit`/`order` to updates and deletes). */
  readonly keyColumn: string;
  readonly insertable: boolean;
  /** Columns a PATCH may set; empty when the resource is read-only. */
  readonly updatable: readonly string[];
  readonly deletable: boolean;
}

/** Saved analyses: the owner reads, saves, renames and deletes them. */
export const SAVED_REPORTS: ResourceSpec = {
  name: 'saved_reports',
  columns: [
    { name: 'id', type: 'uuid' },
    { name: 'user_id', type: 'uuid' },
    { name: 'kind', type: 'text' },
    { name: 'target', type: 'text' },
    { name: 'title', type: 'text' },
    { name: 'payload', type: 'jsonb' },
    { name: 'created_at', type: 'timestamptz' },
  ],
  ownerColumn: 'user_id',
  keyColumn: 'id',
  insertable: true,
  updatable: ['title'],
  deletable: true,
};

/** The analysis history: read only (rows are written by the signed-in analyses). */
export const USAGE_EVENTS: ResourceSpec = {
  name: 'usage_events',
  columns: [
    { name: 'id', type: 'uuid' },
    { name: 'user_id', type: 'uuid' },
    { name: 'kind', type: 'text' },
    { name: 'target', type: 'text' },
    { name: 'status', type: 'text' },
    { name: 'created_at', type: 'timestamptz' },
  ],
  ownerColumn: 'user_id',
  keyColumn: 'id',
  insertable: false,
  updatable: [],
  deletable: false,
};

/** Every resource by name. */
export const RESOURCES: ReadonlyMap<string, ResourceSpec> = new Map(
  [SAVED_REPORTS, USAGE_EVENTS].map((r) => [r.name, r]),
);

/** The column `name` of `resource`, or `undefined`. */
export function findColumn(resource: ResourceSpec, name: string): ColumnSpec | undefined {
  return resource.columns.find((c) => c.name === name);
}
