import { column } from './build-where.ts';
import type { SelectItem } from './query-types.ts';
import type { ColumnSpec, ResourceSpec } from './resources.ts';
import { notImplemented, queryParamError, RestFailure, restError } from './rest-error.ts';
import { ident, nameLiteral, type Params } from './sql-params.ts';

/** json_build_object takes at most 100 arguments: 50 key/value pairs. */
const MAX_OUTPUT_KEYS = 50;

/** Casts `select=col::type` may use. */
const CASTS = new Set(['text']);

/** A column's value as JSON: timestamps in UTC ISO-8601, whatever the session time zone. */
function valueSql(col: ColumnSpec, cast: string | null): string {
  const name = ident(col.name);
  if (cast !== null) return `${name}::${cast}`;
  if (col.type === 'timestamptz') {
    return `to_char(${name} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"')`;
  }
  return name;
}

function noRelationship(resource: ResourceSpec, name: string): RestFailure {
  return new RestFailure(
    restError(
      400,
      'PGRST200',
      `Could not find a relationship between '${resource.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${resource.name}' and '${name}' in the schema 'public', but no matches were found.`,
    ),
  );
}

/**
 * The `json_build_object(…)` expression for one output row of `select=`. Keys of plain
 * columns are whitelisted names written as literals; aliases are the caller's words, so they
 * are bound parameters — no part of the request is ever spliced into the SQL text.
 */
export function jsonRowSql(
  resource: ResourceSpec,
  select: readonly SelectItem[],
  params: Params,
): string {
  const pairs: string[] = [];
  for (const item of select) {
    if (item.kind === 'relation') throw noRelationship(resource, item.name);
    if (item.kind === 'star') {
      for (const col of resource.columns)
        pairs.push(`${nameLiteral(col.name)}, ${valueSql(col, null)}`);
      continue;
    }
    const col = column(resource, item.column);
    if (item.cast !== null && !CASTS.has(item.cast.toLowerCase())) {
      throw new RestFailure(
        notImplemented(`Only ::text casts are supported in select (got ::${item.cast}).`),
      );
    }
    const key = item.alias === null ? nameLiteral(col.name) : params.typed(item.alias, 'text');
    pairs.push(`${key}, ${valueSql(col, item.cast === null ? null : 'text')}`);
  }
  if (pairs.length > MAX_OUTPUT_KEYS) {
    throw new RestFailure(
      queryParamError(
        '"failed to parse select parameter" (line 1, column 1)',
        `at most ${MAX_OUTPUT_KEYS} columns can be selected (* counts every column)`,
      ),
    );
  }
  return `json_build_object(${pairs.join(', ')})`;
}
