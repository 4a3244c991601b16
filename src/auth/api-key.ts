import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Why a request was refused. */
export type AuthFailureKind = 'no_apikey' | 'invalid_apikey' | 'anonymous' | 'expired' | 'invalid';

/** A refusal, ready to send: status, JSON body, extra headers. */
export interface AuthFailure {
  kind: AuthFailureKind;
  status: number;
  body: { message: string; hint: string | null; code?: string; details?: string | null };
  headers?: Record<string, string>;
}

/** The gateway's answer when no `apikey` came with the request. */
export const NO_API_KEY: AuthFailure = Object.freeze({
  kind: 'no_apikey',
  status: 401,
  body: {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  },
});

/** The gateway's answer when the `apikey` is not the publishable key. */
export const INVALID_API_KEY: AuthFailure = Object.freeze({
  kind: 'invalid_apikey',
  status: 401,
  body: {
    message: 'Invalid API key',
    hint: 'Use the publishable key (sb_publishable_…) that `sitelens keys` prints.',
  },
});

/** The `apikey` header, else the `apikey` query parameter, else undefined. */
export function readApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers.apikey;
  if (typeof header === 'string' && header !== '') return header;
  const at = request.url.indexOf('?');
  if (at === -1) return undefined;
  return new URLSearchParams(request.url.slice(at + 1)).get('apikey') ?? undefined;
}

/** The Bearer value of `Authorization`, or undefined when there is none. */
export function readBearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares two secrets in constant time (whatever their lengths). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Checks the request's `apikey` against the publishable key.
 *
 * @returns null when it matches, else the 401 to send ({@link NO_API_KEY}, {@link INVALID_API_KEY}).
 */
export function checkApiKey(request: FastifyRequest, publishableKey: string): AuthFailure | null {
  const key = readApiKey(request);
  if (key === undefined) return NO_API_KEY;
  return sameSecret(key, publishableKey) ? null : INVALID_API_KEY;
}
