import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Claims } from '../store/types.ts';
import { type AuthFailure, checkApiKey, readBearer, sameSecret } from './api-key.ts';
import type { AuthKeys } from './keys.ts';
import { verifyAccessToken } from './tokens.ts';

/** The signed-in caller, or the refusal to send. */
export type AuthOutcome = { ok: true; value: Claims } | { ok: false; error: AuthFailure };

/** Resolves the signed-in caller of a request (see {@link createAuthenticate}). */
export type Authenticate = (request: FastifyRequest) => Promise<AuthOutcome>;

/** Options of {@link createAuthenticate}. */
export interface AuthenticateOptions {
  keys: AuthKeys;
  /** Time source for expiry checks (default: the system clock). */
  clock?: () => Date;
}

const HINT_SIGN_IN =
  'Sign in (POST /auth/v1/token?grant_type=password) and send the access token as `Authorization: Bearer <token>`.';

/** No Bearer token, or the publishable key as Bearer: an anonymous caller sees no account data. */
export const ANONYMOUS: AuthFailure = Object.freeze({
  kind: 'anonymous',
  status: 401,
  body: {
    code: 'PGRST302',
    message: 'Anonymous access is disabled',
    details: null,
    hint: HINT_SIGN_IN,
  },
  headers: { 'www-authenticate': 'Bearer' },
});

function tokenRefused(reason: 'expired' | 'invalid', message: string): AuthFailure {
  return {
    kind: reason,
    status: 401,
    body: {
      code: reason === 'expired' ? 'PGRST303' : 'PGRST301',
      message,
      details: null,
      hint: reason === 'expired' ? 'Refresh the session and retry with the new token.' : null,
    },
    headers: {
      'www-authenticate': `Bearer error="invalid_token", error_description="${message.replace(/["\\]/g, '')}"`,
    },
  };
}

/**
 * Builds the check every signed-in endpoint (`/rest/v1`, `/api/analyze`) runs first:
 * `apikey` (header or query) must be the publishable key, then `Authorization: Bearer` must
 * be a valid access token. Refusals (all 401) are PostgREST-shaped, with `WWW-Authenticate`
 * for token problems:
 *
 * - no `apikey` → `{message: "No API key found in request", hint}`; wrong → `"Invalid API key"`
 * - no Bearer, or the publishable key as Bearer → `PGRST302` "Anonymous access is disabled"
 * - expired → `PGRST303` "JWT expired"
 * - malformed, `alg: none`, another secret, tampered payload, wrong claims → `PGRST301`
 *
 * The check is stateless (as PostgREST's): a token stays valid until it expires, even after
 * sign-out; `/auth/v1/user` additionally checks that the session is live.
 *
 * @example
 * const authenticate = createAuthenticate({ keys });
 * const auth = await authenticate(request);
 * if (!auth.ok) return sendAuthFailure(reply, auth.error);
 * await store.asUser(auth.value, (sql) => sql.query('select * from saved_reports'));
 */
export function createAuthenticate(options: AuthenticateOptions): Authenticate {
  const { keys } = options;
  const clock = options.clock ?? (() => new Date());
  return async (request) => {
    const keyFailure = checkApiKey(request, keys.publishableKey);
    if (keyFailure !== null) return { ok: false, error: keyFailure };
    const bearer = readBearer(request);
    if (bearer === undefined || sameSecret(bearer, keys.publishableKey)) {
      return { ok: false, error: ANONYMOUS };
    }
    const verified = await verifyAccessToken(bearer, keys.jwtSecret, clock());
    if (!verified.ok) return { ok: false, error: tokenRefused(verified.reason, verified.message) };
    return { ok: true, value: verified.claims };
  };
}

/** Sends a refusal: its status, headers and JSON body, never cached. */
export function sendAuthFailure(reply: FastifyReply, failure: AuthFailure): FastifyReply {
  reply
    .code(failure.status)
    .header('cache-control', 'no-store')
    .header('content-type', 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(failure.headers ?? {})) reply.header(name, value);
  return reply.send(reply.request.method === 'HEAD' ? '' : JSON.stringify(failure.body));
}
