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

/** How a page's rows become JSON: the select list of the page query, and what json_agg takes. */
export interface Projection {
  /** Select list of the subquery aliased `pgrst_source`. */
  list: string;
  /** The argument of `json_agg(…)` over `pgrst_source`. */
  agg: string;
}

/**
 * The projection of `select=`. Without aliases the page subquery selects the whitelisted
 * columns by name and `json_agg(pgrst_source)` renders each row, as PostgREST does. Aliases
 * are the caller's words, so then each row is `json_build_object(<key>, <value>, …)` with the
 * keys as bound parameters — no part of the request is ever spliced into the SQL text.
 */
export function projectionSql(
  resource: ResourceSpec,
  select: readonly SelectItem[],
  params: Params,
): Projection {
  const entries: { col: ColumnSpec; value: string; alias: string | null }[] = [];
  for (const item of select) {
    if (item.kind === 'relation') throw noRelationship(resource, item.name);
    if (item.kind === 'star') {
      for (const col of resource.columns)
        entries.push({ col, value: valueSql(col, null), alias: null });
      continue;
    }
    const col = column(resource, item.column);
    if (item.cast !== null && !CASTS.has(item.cast.toLowerCase())) {
      throw new RestFailure(
        notImplemented(`Only ::text casts are supported in select (got ::${item.cast}).`),
      );
    }
    entries.push({
      col,
      value: valueSql(col, item.cast === null ? null : 'text'),
      alias: item.alias,
    });
  }
  if (entries.length > MAX_OUTPUT_KEYS) {
    throw new RestFailure(
      queryParamError(
        '"failed to parse select parameter" (line 1, column 1)',
        `at most ${MAX_OUTPUT_KEYS} columns can be selected (* counts every column)`,
      ),
    );
  }
  if (entries.every((e) => e.alias === null)) {
    const list = entries.map(({ col, value }) =>
      value === ident(col.name) ? value : `${value} AS ${ident(col.name)}`,
    );
    return { list: list.join(', '), agg: 'pgrst_source' };
  }
  const pairs = entries.map(({ col, value, alias }) => {
    const key = alias === null ? nameLiteral(col.name) : params.typed(alias, 'text');
    return `${key}, ${value}`;
  });
  return {
    list: `json_build_object(${pairs.join(', ')}) AS pgrst_row`,
    agg: 'pgrst_source.pgrst_row',
  };
}
