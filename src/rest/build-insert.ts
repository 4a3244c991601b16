import { affectedResultSql, returningSql } from './build-affected.ts';
import type { ParsedRequest } from './query-types.ts';
import type { ResourceSpec } from './resources.ts';
import { attempt, type Result } from './rest-error.ts';
import { ident, Params, type Statement } from './sql-params.ts';
import { insertPayload, permissionDenied } from './write-payload.ts';

/**
 * Builds the INSERT for a POST of `body` (one object or an array) to `resource` by `userId`.
 * The whole body is one bound JSON parameter read with `json_to_recordset` (as PostgREST
 * does), so the statement has the same few placeholders for 1 row or 10,000. Rows without an
 * owner get `userId`; rows naming another owner are refused here with `42501`, and would be
 * by the database's row-level security too.
 */
export function buildInsert(
  resource: ResourceSpec,
  parsed: ParsedRequest,
  userId: string,
  body: unknown,
): Result<Statement> {
  return attempt(() => {
    if (!resource.insertable) throw permissionDenied(resource.name);
    const { columns, rows } = insertPayload(resource, body, parsed.columns, userId);
    const params = new Params();
    const json = params.add(JSON.stringify(rows));
    const targets = columns.map((c) => ident(c.name));
    const values = columns.map((c) => `pgrst_body.${ident(c.name)}`);
    if (!columns.some((c) => c.name === resource.ownerColumn)) {
      targets.unshift(ident(resource.ownerColumn));
      values.unshift(params.typed(userId, 'uuid'));
    }
    const source =
      columns.length === 0
        ? `json_array_elements(${json}::json) AS pgrst_body`
        : `json_to_recordset(${json}::json) AS pgrst_body(${columns
            .map((c) => `${ident(c.name)} ${c.type}`)
            .join(', ')})`;
    const text =
      `WITH pgrst_affected AS (INSERT INTO ${ident(resource.name)} (${targets.join(', ')}) ` +
      `SELECT ${values.join(', ')} FROM ${source} ${returningSql(resource)}) ` +
      affectedResultSql(resource, parsed, params);
    return { text, values: params.values };
  });
}
