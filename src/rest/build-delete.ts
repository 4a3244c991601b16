import { affectedResultSql, limitedKeysSql, returningSql } from './build-affected.ts';
import { whereSql } from './build-where.ts';
import type { ParsedRequest } from './query-types.ts';
import type { ResourceSpec } from './resources.ts';
import { attempt, type Result } from './rest-error.ts';
import { ident, Params, type Statement } from './sql-params.ts';
import { permissionDenied } from './write-payload.ts';

/**
 * Builds the DELETE of the rows of `resource` that `parsed` selects, among those of `userId`
 * only: another user's rows are never matched, so deleting them has no effect.
 */
export function buildDelete(
  resource: ResourceSpec,
  parsed: ParsedRequest,
  userId: string,
): Result<Statement> {
  return attempt(() => {
    if (!resource.deletable) throw permissionDenied(resource.name);
    const params = new Params();
    const where = whereSql(resource, parsed.where, userId, params);
    const limited = limitedKeysSql(resource, parsed, where, params);
    const text =
      `WITH pgrst_affected AS (DELETE FROM ${ident(resource.name)} WHERE ${where}${limited} ` +
      `${returningSql(resource)}) ${affectedResultSql(resource, parsed, params)}`;
    return { text, values: params.values };
  });
}
