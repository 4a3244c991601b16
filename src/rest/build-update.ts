import { affectedResultSql, limitedKeysSql, returningSql } from './build-affected.ts';
import { whereSql } from './build-where.ts';
import type { ParsedRequest } from './query-types.ts';
import type { ResourceSpec } from './resources.ts';
import { attempt, type Result } from './rest-error.ts';
import { ident, Params, type Statement } from './sql-params.ts';
import { permissionDenied, updatePayload } from './write-payload.ts';

/**
 * Builds the UPDATE for a PATCH of `body` (one object) on the rows of `resource` that
 * `parsed` selects, among those of `userId` only. Returns `null` for an empty body: nothing
 * to change, no statement to run.
 */
export function buildUpdate(
  resource: ResourceSpec,
  parsed: ParsedRequest,
  userId: string,
  body: unknown,
): Result<Statement | null> {
  return attempt(() => {
    if (resource.updatable.length === 0) throw permissionDenied(resource.name);
    const changes = updatePayload(resource, body);
    const params = new Params();
    const assignments = changes.map(
      ({ col, value }) => `${ident(col.name)} = ${params.typed(value, col.type)}`,
    );
    const where = whereSql(resource, parsed.where, userId, params);
    const limited = limitedKeysSql(resource, parsed, where, params);
    // Validate the select list and order even when there is nothing to change.
    const result = affectedResultSql(resource, parsed, params);
    if (changes.length === 0) return null;
    const text =
      `WITH pgrst_affected AS (UPDATE ${ident(resource.name)} SET ${assignments.join(', ')} ` +
      `WHERE ${where}${limited} ${returningSql(resource)}) ${result}`;
    return { text, values: params.values };
  });
}
