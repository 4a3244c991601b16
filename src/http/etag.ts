import { hash } from 'node:crypto';

/**
 * A weak entity tag for a serialised payload. Weak because the envelope around the payload
 * carries a fresh `time` on every response: the data is the same, the bytes are not.
 *
 * @example
 * etagOf('{"domain":"bestcoffee.com"}') // → 'W/"Qm2…"'
 */
export function etagOf(payload: string): string {
  return `W/"${hash('sha1', payload, 'base64url')}"`;
}

function opaque(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed;
}

/**
 * True when an `If-None-Match` header matches `etag` (weak comparison, as RFC 9110 asks for
 * GET and HEAD): `*`, or any listed tag equal to it ignoring the `W/` prefix.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const list = Array.isArray(header) ? header.join(',') : header;
  if (list.trim() === '*') return true;
  const wanted = opaque(etag);
  return list.split(',').some((tag) => opaque(tag) === wanted);
}
