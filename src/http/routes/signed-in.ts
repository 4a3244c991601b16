import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Authenticate, sendAuthFailure } from '../../auth/authenticate.ts';
import type { Claims } from '../../store/types.ts';
import type { Clock } from '../envelope.ts';
import { sendError } from '../error-handling.ts';

const CLAIMS = new WeakMap<FastifyRequest, Claims>();

/**
 * Requires a signed-in caller on every route of `app`'s scope, before the body is read or
 * validated: `apikey` must be the publishable key (else the gateway's 401 `{message, hint}`),
 * and the Bearer token a valid access token (else 401 `unauthorized` in the public error
 * shape, with `WWW-Authenticate`). Read the caller in a handler with {@link callerOf}.
 */
export function requireSignedIn(
  app: FastifyInstance,
  authenticate: Authenticate,
  clock: Clock,
): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await authenticate(request);
    if (auth.ok) {
      CLAIMS.set(request, auth.value);
      return;
    }
    const failure = auth.error;
    if (failure.kind === 'no_apikey' || failure.kind === 'invalid_apikey') {
      return sendAuthFailure(reply, failure);
    }
    for (const [name, value] of Object.entries(failure.headers ?? {})) reply.header(name, value);
    const message =
      failure.kind === 'anonymous'
        ? 'Sign in: this endpoint needs the access token of your session as `Authorization: Bearer <token>` (the publishable key alone is anonymous).'
        : `The access token was refused: ${failure.body.message}. ${failure.kind === 'expired' ? 'Refresh the session and retry.' : 'Sign in again.'}`;
    return sendError(reply, 'unauthorized', message, clock());
  });
}

/** The signed-in caller of a request that passed {@link requireSignedIn}. */
export function callerOf(request: FastifyRequest): Claims {
  const claims = CLAIMS.get(request);
  if (claims === undefined) throw new Error('callerOf: the route is not behind requireSignedIn');
  return claims;
}
