import { orderSql, whereSql } from './build-where.ts';
import { projectionSql } from './projection.ts';
import type { ParsedRequest } from './query-types.ts';
import type { ResourceSpec } from './resources.ts';
import { attempt, type Result } from './rest-error.ts';
import { ident, Params, type Statement } from './sql-params.ts';

/** Options of {@link buildSelect}. */
export interface SelectOptions {
  /** Most rows one response may carry, whatever `limit` says (Supabase's `max-rows`). */
  maxRows: number;
  /** Build the JSON body (GET); `false` for HEAD, which only needs the counts. */
  withBody: boolean;
}

/**
 * The row a built SELECT returns: `page_total` rows on this page, `body` the page as a JSON
 * array text (null for HEAD), `total` the count of all matching rows when `Prefer: count=…`.
 */
export interface SelectRow {
  page_total: number;
  body: string | null;
  total: number | null;
}

/**
 * Builds the one statement that answers a read of `resource` for user `userId`: the page
 * rendered as a JSON array by the database (like PostgREST), its size, and — when a count was
 * asked for — the number of all matching rows, from the same WHERE and the same parameters.
 *
 * @example
 * const parsed = parseRequest({ query: 'select=*&order=created_at.desc&limit=20', headers: {} });
 * if (parsed.ok) buildSelect(SAVED_REPORTS, parsed.value, userId, { maxRows: 1000, withBody: true });
 */
export function buildSelect(
  resource: ResourceSpec,
  parsed: ParsedRequest,
  userId: string,
  options: SelectOptions,
): Result<Statement> {
  return attempt(() => {
    const params = new Params();
    const table = ident(resource.name);
    const where = whereSql(resource, parsed.where, userId, params);
    // Validate the select list even when HEAD discards it, with throwaway parameters so no
    // placeholder goes unused (PostgreSQL cannot type an unused parameter).
    const projection = projectionSql(
      resource,
      parsed.select,
      options.withBody ? params : new Params(),
    );
    const order = orderSql(resource, parsed.order);
    const limit = Math.min(parsed.paging.limit ?? options.maxRows, options.maxRows);
    const page = `LIMIT ${params.add(String(limit))}::bigint OFFSET ${params.add(String(parsed.paging.offset))}::bigint`;
    const body = options.withBody
      ? `coalesce(json_agg(${projection.agg}), '[]')::text`
      : 'NULL::text';
    const list = options.withBody ? projection.list : '1';
    const total =
      parsed.count === null ? 'NULL::int' : `(SELECT count(*)::int FROM ${table} WHERE ${where})`;
    const text =
      `SELECT count(*)::int AS page_total, ${body} AS body, ${total} AS total ` +
      `FROM (SELECT ${list} FROM ${table} WHERE ${where}${order} ${page}) pgrst_source`;
    return { text, values: params.values };
  });
}
