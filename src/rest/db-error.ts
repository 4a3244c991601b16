import { type RestError, restError } from './rest-error.ts';

/** The fields of a PostgreSQL error that may reach a client (never `query`, `where`, …). */
interface PgErrorFields {
  code: string;
  message: string;
  detail?: unknown;
  hint?: unknown;
}

function isPgError(error: unknown): error is PgErrorFields {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * PostgREST's status for the SQLSTATEs a request can cause by itself. Only these pass through
 * with PostgreSQL's own message (it names the caller's value, never our statement); any other
 * database error is a bug on our side and becomes a plain 500.
 */
function statusFor(code: string): number | null {
  if (code === '23503' || code === '23505') return 409;
  if (code === '42501') return 403;
  if (code === '42883') return 404;
  // 22: data exceptions (bad uuid, timestamp, json, NUL byte …); 23: constraint violations.
  if (code.startsWith('22') || code.startsWith('23') || code === 'P0001') return 400;
  return null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Maps an error thrown by the database to the PostgREST response for it (`22P02` invalid
 * input → 400, `42501` row-level security → 403, `23514` check violation → 400 …), or `null`
 * when it is not one a client could have caused.
 *
 * @example
 * mapDatabaseError({ code: '22P02', message: 'invalid input syntax for type uuid: "x"' });
 * // { status: 400, body: { code: '22P02', message: 'invalid input syntax …', details: null, hint: null } }
 */
export function mapDatabaseError(error: unknown): RestError | null {
  if (!isPgError(error)) return null;
  const status = statusFor(error.code);
  if (status === null) return null;
  return restError(status, error.code, error.message, text(error.detail), text(error.hint));
}
