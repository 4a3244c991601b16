import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../auth/auth-routes.ts';
import { createAuthenticate } from '../auth/authenticate.ts';
import type { AuthKeys } from '../auth/keys.ts';
import { type Config, publicBaseUrl } from '../config.ts';
import type { RateLimitStoreOptions } from '../redis/rate-limit-store.ts';
import { restRoutes } from '../rest/rest-plugin.ts';
import type { Store } from '../store/types.ts';
import type { AuditUrl } from './audit-url.ts';
import type { Clock } from './envelope.ts';
import { analyzeRoutes } from './routes/analyze.ts';

/** What {@link registerDataInterface} needs. */
export interface DataInterfaceOptions {
  store: Store;
  keys: AuthKeys;
  config: Config;
  clock: Clock;
  /** Fetch-and-audit step for `POST /api/analyze/seo-audit`; without it that route is absent. */
  auditUrl?: AuditUrl;
  /** Where the sign-in limits' counters live; default in-process. */
  rateLimitStore?: RateLimitStoreOptions;
}

/**
 * Mounts the signed-in side of the service: the GoTrue-compatible auth API at `/auth/v1`,
 * the PostgREST-compatible data API at `/rest/v1`, and the quota-counted analyses at
 * `/api/analyze`. All of them need the publishable key as `apikey`.
 */
export function registerDataInterface(app: FastifyInstance, options: DataInterfaceOptions): void {
  const { store, keys, config, clock } = options;
  const authenticate = createAuthenticate({ keys, clock });
  app.register(authRoutes, {
    prefix: '/auth/v1',
    store,
    keys,
    issuer: `${publicBaseUrl(config)}/auth/v1`,
    expiryS: config.jwtExpiryS,
    clock,
    limits: {
      perIpPerMinute: config.authRateLimitRpm,
      failuresPerAccountPerHour: config.authAccountLimitPerHour,
    },
    ...(options.rateLimitStore === undefined ? {} : { rateLimitStore: options.rateLimitStore }),
  });
  app.register(restRoutes, { prefix: '/rest/v1', store, authenticate, clock });
  app.register(analyzeRoutes, {
    prefix: '/api/analyze',
    store,
    authenticate,
    clock,
    ...(options.auditUrl === undefined ? {} : { auditUrl: options.auditUrl }),
  });
}
