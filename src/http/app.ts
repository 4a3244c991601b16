import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { AuthKeys } from '../auth/keys.ts';
import type { Config } from '../config.ts';
import { createFetchPage, type FetchPage } from '../fetcher/index.ts';
import { rateLimitStore } from '../redis/rate-limit-store.ts';
import type { Store } from '../store/types.ts';
import { VERSION } from '../version.ts';
import { type AuditUrl, createAuditUrl } from './audit-url.ts';
import { createClientErrorHandler } from './client-error.ts';
import { registerDataInterface } from './data-interface.ts';
import type { Clock } from './envelope.ts';
import { describeError, installErrorHandling, sendError } from './error-handling.ts';
import type { HealthProbes } from './health-checks.ts';
import { countAuditFailures, countCacheLookups, createMetrics } from './metrics.ts';
import { registerMetrics } from './metrics-route.ts';
import { registerOpenApi } from './openapi.ts';
import { createRedisCache } from './redis-cache.ts';
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
  /**
   * Response cache. Default: in Redis when `redis` is given, else an in-process LRU, with
   * `config.cacheTtlS` (and `config.cacheMaxEntries` in process).
   */
  cache?: ResponseCache;
  /**
   * Shared state (`openRedis(config.redisUrl)`): rate-limit counters and the response cache
   * live there, under `config.redisPrefix`, so they hold across processes. The caller owns
   * (and closes) the client. Default: none, everything in process.
   */
  redis?: Redis;
  /** What the health check probes. Default: the store's `ping` and Redis's `PING`. */
  healthProbes?: HealthProbes;
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
  const { config, redis } = deps;
  const clock = deps.clock ?? (() => new Date());
  const startedAt = clock();
  const metrics = config.metrics ? createMetrics() : undefined;
  let cache = deps.cache ?? defaultCache(config, redis, (error) => onCacheError(error));
  if (metrics !== undefined) cache = countCacheLookups(cache, metrics);
  const fetchPage =
    deps.fetchPage ??
    createFetchPage({ version: VERSION, allowPrivateTargets: config.allowPrivateTargets });
  let auditUrl: AuditUrl = createAuditUrl(fetchPage, clock);
  if (metrics !== undefined) auditUrl = countAuditFailures(auditUrl, metrics);

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // On close: answer 503 to requests that arrive on kept-alive connections, and drop idle
    // connections at once, so in-flight requests finish and nothing new starts.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Malformed URLs and the like reach no route; give them the same error shape.
    frameworkErrors: (error, request, reply) => {
      const { code, message } = describeError(error, request);
      sendError(reply, code, message, clock());
    },
    // So do requests Node's HTTP parser refuses (malformed request line or headers).
    clientErrorHandler: createClientErrorHandler(clock),
  });

  let lastCacheWarning = 0;
  function onCacheError(error: unknown): void {
    metrics?.cacheErrors.inc();
    // One line per half minute at most: a Redis outage would otherwise log every request.
    if (Date.now() - lastCacheWarning < 30_000) return;
    lastCacheWarning = Date.now();
    app.log.warn({ err: error }, 'shared cache unavailable: computing results without it');
  }

  // While closing, every response ends its connection: a kept-alive connection whose request
  // was in flight would otherwise hold the close up until the client lets go of it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  installErrorHandling(app, clock);
  if (metrics !== undefined) registerMetrics(app, metrics);
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
    rateLimitStore: rateLimitStore(redis, `${config.redisPrefix}rl:public:`),
    auditUrl,
    probes: deps.healthProbes ?? defaultProbes(deps.store, redis),
  });
  if (deps.store !== undefined) {
    if (deps.keys === undefined) throw new Error('buildApp: `keys` are required with `store`.');
    registerDataInterface(app, {
      store: deps.store,
      keys: deps.keys,
      config,
      clock,
      auditUrl,
      rateLimitStore: rateLimitStore(redis, `${config.redisPrefix}rl:auth:`),
    });
  }
  registerWebApp(app, {
    publishableKey: () => deps.keys?.publishableKey ?? config.publishableKey,
    ...deps.webApp,
  });
  return app;
}

/** The response cache the configuration asks for: in Redis when there is one, else in process. */
function defaultCache(
  config: Config,
  redis: Redis | undefined,
  onError: (error: unknown) => void,
): ResponseCache {
  if (redis === undefined) {
    return createMemoryCache({ ttlS: config.cacheTtlS, maxEntries: config.cacheMaxEntries });
  }
  return createRedisCache({
    redis,
    ttlS: config.cacheTtlS,
    prefix: `${config.redisPrefix}cache:`,
    onError,
  });
}

/** Health probes of the dependencies the app was given. */
function defaultProbes(store: Store | undefined, redis: Redis | undefined): HealthProbes {
  return {
    ...(store === undefined ? {} : { database: () => store.ping() }),
    ...(redis === undefined
      ? {}
      : {
          cache: async () => {
            await redis.ping();
          },
        }),
  };
}
