/**
 * Errors of the /rest/v1 data interface, shaped like PostgREST's: an HTTP status and a body
 * `{code, message, details, hint}` (nulls allowed). Codes are PostgREST's (`PGRST…`) or the
 * PostgreSQL SQLSTATE the same request would raise behind PostgREST.
 */

/** The body every /rest/v1 error response carries. */
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An expected failure: what to send, as a value. */
export interface RestError {
  status: number;
  body: RestErrorBody;
  /** Extra response headers (for example `WWW-Authenticate` on 401). */
  headers?: Record<string, string>;
}

/** Either a value or a {@link RestError}: how the parser and builders report failures. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: RestError };

/** Thrown inside the parser and builders to unwind to their public entry point. */
export class RestFailure extends Error {
  readonly error: RestError;

  constructor(error: RestError) {
    super(error.body.message);
    this.name = 'RestFailure';
    this.error = error;
  }
}

/** Builds a {@link RestError}. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError {
  return { status, body: { code, message, details, hint } };
}

/** Runs `fn`, turning a thrown {@link RestFailure} into `{ok: false}`; other errors propagate. */
export function attempt<T>(fn: () => T): Result<T> {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    if (error instanceof RestFailure) return { ok: false, error: error.error };
    throw error;
  }
}

/** `PGRST100`: a query parameter that does not parse. */
export function queryParamError(message: string, details: string): RestError {
  return restError(400, 'PGRST100', message, details);
}

/** `42703`: a column the resource does not have (PostgreSQL's undefined_column). */
export function unknownColumn(table: string, column: string): RestError {
  return restError(400, '42703', `column ${table}.${column} does not exist`);
}

/** `PGRST204`: a payload or `columns=` name the resource does not have. */
export function unknownPayloadColumn(table: string, column: string): RestError {
  return restError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

/** `PGRST103` (416): a range, limit or offset that cannot be satisfied. */
export function rangeError(details: string): RestError {
  return restError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

/** `PGRST127`: valid PostgREST syntax for a feature this server does not implement. */
export function notImplemented(details: string): RestError {
  return restError(400, 'PGRST127', 'Feature not implemented', details);
}

/** `PGRST102`: a request body that is not what the endpoint takes. */
export function invalidBody(message: string): RestError {
  return restError(400, 'PGRST102', message);
}

/** `PGRST116` (406): `Accept: application/vnd.pgrst.object+json` and not exactly one row. */
export function singularityError(rows: number): RestError {
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}
