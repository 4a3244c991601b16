import type { FastifyRequest } from 'fastify';
import type { Claims } from '../store/types.ts';
import { readBearer } from './api-key.ts';
import { GoTrueError } from './gotrue-error.ts';
import { verifyAccessToken } from './tokens.ts';

/**
 * The claims of the access token in `Authorization: Bearer`, for /auth/v1 endpoints that act
 * on the signed-in user. Refusals are GoTrue's: no token → 401 `no_authorization`; a token
 * that is not a valid, unexpired access token of this server (the publishable key included)
 * → 403 `bad_jwt`.
 *
 * @throws {GoTrueError}
 */
export async function bearerClaims(
  request: FastifyRequest,
  secret: string,
  now: Date,
): Promise<Claims> {
  const bearer = readBearer(request);
  if (bearer === undefined) {
    throw new GoTrueError(
      401,
      'no_authorization',
      'This endpoint requires a valid Bearer token',
      {},
      {
        'www-authenticate': 'Bearer',
      },
    );
  }
  const verified = await verifyAccessToken(bearer, secret, now);
  if (!verified.ok) {
    const detail =
      verified.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : verified.message;
    throw new GoTrueError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${detail}`,
      {},
      {
        'www-authenticate': `Bearer error="invalid_token", error_description="${verified.message}"`,
      },
    );
  }
  return verified.claims;
}
