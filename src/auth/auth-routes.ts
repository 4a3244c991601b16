import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { RateLimitStoreOptions } from '../redis/rate-limit-store.ts';
import type { Store } from '../store/types.ts';
import { checkApiKey } from './api-key.ts';
import { sendAuthFailure } from './authenticate.ts';
import { GoTrueError, sendGoTrueError } from './gotrue-error.ts';
import type { AuthKeys } from './keys.ts';
import { createSignInLimits, type SignInLimitOptions } from './sign-in-limits.ts';
import { tokenRoutes } from './token-routes.ts';
import { userRoutes } from './user-routes.ts';

/** Options of {@link authRoutes}. */
export interface AuthRoutesOptions {
  store: Store;
  keys: AuthKeys;
  /** `iss` of access tokens: `<public URL>/auth/v1`. */
  issuer: string;
  /** Access-token lifetime, seconds. */
  expiryS: number;
  clock: () => Date;
  limits: SignInLimitOptions;
  /** Where the sign-in limits' counters live (`rateLimitStore`); default in-process. */
  rateLimitStore?: RateLimitStoreOptions;
}

/** The API version GoTrue answers with; supabase-js reads string error codes from it on. */
export const API_VERSION = '2024-01-01';

const API_VERSION_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The GoTrue-compatible auth API, to mount at `/auth/v1`: `POST /signup`,
 * `POST /token?grant_type=password|refresh_token`, `GET /user`, `POST /logout`. Every request
 * needs the publishable key as `apikey`; every answer echoes `X-Supabase-Api-Version`; every
 * error in this scope is GoTrue's `{code, error_code, msg, message}`. A JSON content type
 * with an empty body is accepted (supabase-js signs out that way).
 *
 * @example
 * app.register(authRoutes, { prefix: '/auth/v1', store, keys, issuer, expiryS: 3600, clock, limits });
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const { store, keys, clock } = options;
  await app.register(rateLimit, { global: false, ...options.rateLimitStore });

  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    const asked = request.headers['x-supabase-api-version'];
    reply.header(
      'x-supabase-api-version',
      typeof asked === 'string' && API_VERSION_FORMAT.test(asked) ? asked : API_VERSION,
    );
    const failure = checkApiKey(request, keys.publishableKey);
    if (failure !== null) return sendAuthFailure(reply, failure);
  });

  app.setErrorHandler((error: FastifyError | GoTrueError, request, reply) => {
    if (error instanceof GoTrueError) return sendGoTrueError(reply, error);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) {
      return sendGoTrueError(
        reply,
        new GoTrueError(413, 'validation_failed', 'The request body is too large.'),
      );
    }
    if (status >= 400 && status < 500) {
      const message = error.code?.startsWith('FST_') ? error.message : 'The request is not valid.';
      return sendGoTrueError(reply, new GoTrueError(status, 'validation_failed', message));
    }
    request.log.error({ err: error }, 'auth request failed');
    return sendGoTrueError(
      reply,
      new GoTrueError(
        500,
        'unexpected_failure',
        'Something went wrong on our side. Please try again.',
      ),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendGoTrueError(
      reply,
      new GoTrueError(
        404,
        'not_found',
        `There is no ${request.method} ${request.url.split('?')[0]} in the auth API.`,
      ),
    ),
  );

  tokenRoutes(app, {
    store,
    clock,
    tokens: { secret: keys.jwtSecret, issuer: options.issuer, expiryS: options.expiryS },
    limits: createSignInLimits(app, options.limits),
  });
  userRoutes(app, { store, jwtSecret: keys.jwtSecret, clock });
};
