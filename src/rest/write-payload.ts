import { type ColumnSpec, findColumn, type ResourceSpec } from './resources.ts';
import { invalidBody, RestFailure, restError, unknownPayloadColumn } from './rest-error.ts';

/** `42501` as PostgreSQL raises it for a row the policy rejects (403, as PostgREST maps it). */
export function rlsViolation(table: string): RestFailure {
  return new RestFailure(
    restError(403, '42501', `new row violates row-level security policy for table "${table}"`),
  );
}

/** `42501` for a write the role has no privilege for (403, as PostgREST maps it). */
export function permissionDenied(table: string, details: string | null = null): RestFailure {
  return new RestFailure(restError(403, '42501', `permission denied for table ${table}`, details));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A uuid in one canonical spelling, so `{A-B…}` and `ab…` compare equal. */
function canonicalUuid(value: string): string {
  return value.replace(/[{}-]/g, '').toLowerCase();
}

/** A checked insert body: the columns to write and the rows, as the JSON the SQL reads. */
export interface InsertPayload {
  columns: ColumnSpec[];
  rows: Record<string, unknown>[];
}

/**
 * Checks an insert body (one object or an array of objects) against `resource`: columns from
 * `columns=` or else the objects' keys (which must then match, `PGRST102`); unknown names are
 * `PGRST204`; a row naming another user as owner is refused with `42501` before the database
 * would refuse it too.
 */
export function insertPayload(
  resource: ResourceSpec,
  body: unknown,
  columnsParam: readonly string[] | null,
  userId: string,
): InsertPayload {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) {
    throw new RestFailure(invalidBody('Expected a JSON object or an array of JSON objects'));
  }
  let names: string[];
  if (columnsParam !== null) {
    names = [...new Set(columnsParam)];
  } else {
    names = Object.keys(rows[0] ?? {});
    const expected = [...names].sort().join('\u0000');
    if (rows.some((row) => Object.keys(row).sort().join('\u0000') !== expected)) {
      throw new RestFailure(invalidBody('All object keys must match'));
    }
  }
  const columns = names.map((name) => {
    const col = findColumn(resource, name);
    if (col === undefined) throw new RestFailure(unknownPayloadColumn(resource.name, name));
    return col;
  });
  if (names.includes(resource.ownerColumn)) {
    for (const row of rows) {
      const owner = row[resource.ownerColumn];
      if (typeof owner === 'string' && canonicalUuid(owner) !== canonicalUuid(userId)) {
        throw rlsViolation(resource.name);
      }
    }
  }
  return { columns, rows };
}

/** The bound value for `value` written to a column of type `col.type` (PostgREST's coercions). */
export function columnValue(col: ColumnSpec, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (col.type === 'jsonb') return JSON.stringify(value);
  if (typeof value === 'string') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Checks an update body: one JSON object whose keys are columns of `resource` (`PGRST204`
 * otherwise) that the caller may change (`42501` otherwise, as the database's column grant
 * would answer).
 */
export function updatePayload(
  resource: ResourceSpec,
  body: unknown,
): { col: ColumnSpec; value: string | null }[] {
  if (!isRecord(body)) throw new RestFailure(invalidBody('Expected one JSON object'));
  return Object.entries(body).map(([name, value]) => {
    const col = findColumn(resource, name);
    if (col === undefined) throw new RestFailure(unknownPayloadColumn(resource.name, name));
    if (!resource.updatable.includes(name)) {
      throw permissionDenied(
        resource.name,
        resource.updatable.length === 0
          ? null
          : `Only ${resource.updatable.join(', ')} can be changed; "${name}" cannot.`,
      );
    }
    return { col, value: columnValue(col, value) };
  });
}
