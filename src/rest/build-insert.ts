import { affectedResultSql, returningSql } from './build-affected.ts';
import type { ParsedRequest } from './query-types.ts';
import type { ColumnSpec, ResourceSpec } from './resources.ts';
import { attempt, type Result } from './rest-error.ts';
import { ident, Params, type Statement } from './sql-params.ts';
import { insertPayload, permissionDenied } from './write-payload.ts';

/** `INSERT … SELECT … FROM json_to_recordset($n) … RETURNING` for `rows` into `columns`. */
function insertSql(
  resource: ResourceSpec,
  columns: readonly ColumnSpec[],
  rows: readonly Record<string, unknown>[],
  owner: () => string,
  params: Params,
): string {
  const json = params.add(JSON.stringify(rows));
  const targets = columns.map((c) => ident(c.name));
  const values = columns.map((c) => `pgrst_body.${ident(c.name)}`);
  if (!columns.some((c) => c.name === resource.ownerColumn)) {
    targets.unshift(ident(resource.ownerColumn));
    values.unshift(owner());
  }
  const source =
    columns.length === 0
      ? `json_array_elements(${json}::json) AS pgrst_body`
      : `json_to_recordset(${json}::json) AS pgrst_body(${columns
          .map((c) => `${ident(c.name)} ${c.type}`)
          .join(', ')})`;
  return (
    `INSERT INTO ${ident(resource.name)} (${targets.join(', ')}) ` +
    `SELECT ${values.join(', ')} FROM ${source} ${returningSql(resource)}`
  );
}

/**
 * With `Prefer: missing=default`, rows grouped by which of the columns they carry, so each
 * group's INSERT names only those and the others take their defaults.
 */
function groupsByKeys(
  columns: readonly ColumnSpec[],
  rows: readonly Record<string, unknown>[],
): { columns: ColumnSpec[]; rows: Record<string, unknown>[] }[] {
  const groups = new Map<string, { columns: ColumnSpec[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const present = columns.filter((c) => Object.hasOwn(row, c.name));
    const key = present.map((c) => c.name).join(',');
    const group = groups.get(key) ?? { columns: present, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Builds the INSERT for a POST of `body` (one object or an array) to `resource` by `userId`.
 * The body is a bound JSON parameter read with `json_to_recordset` (as PostgREST does), so
 * the statement has the same few placeholders for 1 row or 10,000. Absent keys are NULL, or
 * the column default with `Prefer: missing=default`. Rows without an owner get `userId`;
 * rows naming another owner are refused here with `42501`, as the database's row-level
 * security would refuse them too.
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
    // Bound once, and only when some group needs it: PostgreSQL cannot type an unused parameter.
    let ownerParam: string | undefined;
    const owner = () => {
      ownerParam ??= params.typed(userId, 'uuid');
      return ownerParam;
    };
    const groups = parsed.missingDefault ? groupsByKeys(columns, rows) : [{ columns, rows }];
    let ctes: string;
    if (groups.length <= 1) {
      const group = groups[0] ?? { columns, rows };
      ctes = `pgrst_affected AS (${insertSql(resource, group.columns, group.rows, owner, params)})`;
    } else {
      const parts = groups.map(
        (g, i) => `pgrst_insert_${i} AS (${insertSql(resource, g.columns, g.rows, owner, params)})`,
      );
      const union = groups.map((_, i) => `SELECT * FROM pgrst_insert_${i}`).join(' UNION ALL ');
      ctes = `${parts.join(', ')}, pgrst_affected AS (${union})`;
    }
    return {
      text: `WITH ${ctes} ${affectedResultSql(resource, parsed, params)}`,
      values: params.values,
    };
  });
}
