import { orderSql } from './build-where.ts';
import { projectionSql } from './projection.ts';
import type { ParsedRequest } from './query-types.ts';
import type { ResourceSpec } from './resources.ts';
import { ident, type Params } from './sql-params.ts';

/**
 * The SELECT over `pgrst_affected` (the CTE holding an INSERT/UPDATE/DELETE … RETURNING)
 * that answers a write: how many rows it touched and, for `Prefer: return=representation`,
 * those rows as a JSON array shaped by `select=`. Same columns as a read: `page_total`,
 * `body`, `total`.
 */
export function affectedResultSql(
  resource: ResourceSpec,
  parsed: ParsedRequest,
  params: Params,
): string {
  let body = 'NULL::text';
  if (parsed.returning === 'representation') {
    const { list, agg } = projectionSql(resource, parsed.select, params);
    body = `(SELECT coalesce(json_agg(${agg}), '[]')::text FROM (SELECT ${list} FROM pgrst_affected) pgrst_source)`;
  }
  const total = parsed.count === null ? 'NULL::int' : 'count(*)::int';
  return `SELECT count(*)::int AS page_total, ${body} AS body, ${total} AS total FROM pgrst_affected`;
}

/**
 * ` AND "id" IN (SELECT "id" … ORDER BY … LIMIT … OFFSET …)` when an update or delete asks
 * for `limit`/`offset` (PostgREST's limited updates and deletes); empty otherwise.
 */
export function limitedKeysSql(
  resource: ResourceSpec,
  parsed: ParsedRequest,
  where: string,
  params: Params,
): string {
  const { limit, offset } = parsed.paging;
  if (limit === null && offset === 0) return '';
  const key = ident(resource.keyColumn);
  const page =
    (limit === null ? '' : ` LIMIT ${params.add(String(limit))}::bigint`) +
    ` OFFSET ${params.add(String(offset))}::bigint`;
  return ` AND ${key} IN (SELECT ${key} FROM ${ident(resource.name)} WHERE ${where}${orderSql(resource, parsed.order)}${page})`;
}

/** `RETURNING "table".*`: every column, for the result SELECT to shape. */
export function returningSql(resource: ResourceSpec): string {
  return `RETURNING ${ident(resource.name)}.*`;
}
