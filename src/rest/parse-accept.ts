import { type Result, restError } from './rest-error.ts';

/** Media types answered as a JSON array. */
const ARRAY_TYPES = new Set(['*/*', 'application/*', 'application/json']);
/** Media types answered as one JSON object (PostgREST's singular response). */
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/**
 * Reads `Accept`: whether the client wants one object (`application/vnd.pgrst.object+json`)
 * or an array; any other media type alone is 406 `PGRST107`, as in PostgREST. The first
 * listed type this server can produce wins.
 *
 * @example
 * parseAccept('application/vnd.pgrst.object+json'); // { ok: true, value: { single: true } }
 */
export function parseAccept(header: string | undefined): Result<{ single: boolean }> {
  if (header === undefined || header.trim() === '') return { ok: true, value: { single: false } };
  const types = header.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  for (const type of types) {
    if (OBJECT_TYPES.has(type)) return { ok: true, value: { single: true } };
    if (ARRAY_TYPES.has(type)) return { ok: true, value: { single: false } };
  }
  return {
    ok: false,
    error: restError(
      406,
      'PGRST107',
      `None of these media types are available: ${types.filter((t) => t !== '').join(', ')}`,
    ),
  };
}
