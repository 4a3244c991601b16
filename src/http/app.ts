import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AuthKeys } from '../auth/keys.ts';
import type { Config } from '../config.ts';
import { createFetchPage, type FetchPage } from '../fetcher/index.ts';
import type { Store } from '../store/types.ts';
import { VERSION } from '../version.ts';
import { type AuditUrl, createAuditUrl } from './audit-url.ts';
import { registerDataInterface } from './data-interface.ts';
import type { Clock } from './envelope.ts';
import { describeError, installErrorHandling, sendError } from './error-handling.ts';
import { registerOpenApi } from './openapi.ts';
import { createMemoryCache, type ResponseCache } from './response-cache.ts';
import { healthDataSchema } from './routes/health.ts';
import { publicRoutes } from './routes/public.ts';
import { domainAnalysisSchema } from './schemas/domain-analysis.ts';
import { errorResponseSchema } from './schemas/envelope.ts';
import { seoAuditSchema } from './schemas/seo-audit.ts';
import { registerWebApp, type WebAppOptions } from './web-app.ts';

/** What {@link buildApp} needs; everything but `config` has a default. */
export interface AppDeps {
  config: Config;
  /** Source of the current time (envelope `time`, health uptime). Default: `new Date()`. */
  clock?: Clock;
  /** Fastify logger option. Default: pino at `config.logLevel`. Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Response cache. Default: in-process LRU with `config.cacheTtlS` / `config.cacheMaxEntries`. */
  cache?: ResponseCache;
  /**
   * The fetcher used by the SEO audit. Default: the guarded fetcher, reaching private
   * addresses only when `config.allowPrivateTargets` is set. Tests inject an address policy here.
   */
  fetchPage?: FetchPage;
  /**
   * Accounts and reports (`openStore`). With it (and `keys`) the app also serves `/auth/v1`,
   * `/rest/v1` and `/api/analyze`; without it, the public API only.
   */
  store?: Store;
  /** The publishable key and JWT secret (`resolveKeys`); required with `store`. */
  keys?: AuthKeys;
  /** Serving of the web app (its build folder, the publishable key for the page). */
  webApp?: WebAppOptions;
}

/** Headers a browser script may read from a cross-origin response. */
const EXPOSED_HEADERS = [
  'ETag',
  'X-Cache',
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Content-Range',
  'X-Supabase-Api-Version',
  'X-Quota-Limit',
  'X-Quota-Remaining',
];

/**
 * Builds the Sitelens HTTP app (Fastify) without listening: public API under `/api/public`,
 * OpenAPI at `/openapi.json`, reference at `/docs`, open CORS, one error shape everywhere;
 * with a `store`, also the data interface (`/auth/v1`, `/rest/v1`, `/api/analyze`).
 *
 * @example
 * const app = buildApp({ config: loadConfig(), logger: false });
 * await app.listen({ port: 0, host: '127.0.0.1' });
 */
export function buildApp(deps: AppDeps): FastifyInstance {
  const { config } = deps;
  const clock = deps.clock ?? (() => new Date());
  const startedAt = clock();
  const cache =
    deps.cache ?? createMemoryCache({ ttlS: config.cacheTtlS, maxEntries: config.cacheMaxEntries });
  const fetchPage =
    deps.fetchPage ??
    createFetchPage({ version: VERSION, allowPrivateTargets: config.allowPrivateTargets });
  const auditUrl: AuditUrl = createAuditUrl(fetchPage, clock);

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Malformed URLs and the like reach no route; give them the same error shape.
    frameworkErrors: (error, request, reply) => {
      const { code, message } = describeError(error, request);
      sendError(reply, code, message, clock());
    },
  });

  installErrorHandling(app, clock);
  app.addSchema(errorResponseSchema);
  app.addSchema(healthDataSchema);
  app.addSchema(domainAnalysisSchema);
  app.addSchema(seoAuditSchema);

  app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 86_400,
    // Answer every OPTIONS with 204 rather than a plain-text 400 when a header is missing.
    strictPreflight: false,
  });
  registerOpenApi(app);
  app.register(publicRoutes, {
    prefix: '/api/public',
    clock,
    startedAt,
    cache,
    rateLimitRpm: config.rateLimitRpm,
    auditUrl,
  });
  if (deps.store !== undefined) {
    if (deps.keys === undefined) throw new Error('buildApp: `keys` are required with `store`.');
    registerDataInterface(app, { store: deps.store, keys: deps.keys, config, clock, auditUrl });
  }
  registerWebApp(app, {
    publishableKey: () => deps.keys?.publishableKey ?? config.publishableKey,
    ...deps.webApp,
  });
  return app;
}
