import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { RateLimitStoreOptions } from '../../redis/rate-limit-store.ts';
import type { AuditUrl } from '../audit-url.ts';
import type { Clock } from '../envelope.ts';
import { AppError } from '../errors.ts';
import type { HealthProbes } from '../health-checks.ts';
import type { ResponseCache } from '../response-cache.ts';
import { domainRoutes } from './domain.ts';
import { healthRoutes } from './health.ts';
import { seoAuditRoutes } from './seo-audit.ts';

/** Options of {@link publicRoutes}. */
export interface PublicRoutesOptions {
  clock: Clock;
  startedAt: Date;
  cache: ResponseCache;
  /** Requests per minute per client IP; 0 turns the limit off. */
  rateLimitRpm: number;
  /** Fetch-and-audit step of the SEO audit. */
  auditUrl: AuditUrl;
  /** Where the limit's counters live (`rateLimitStore`); default in-process. */
  rateLimitStore?: RateLimitStoreOptions;
  /** Dependencies the health check probes. */
  probes?: HealthProbes;
}

/**
 * The public API (mounted at `/api/public`): health, domain analysis and the SEO audit, behind a fair-use
 * rate limit per client IP. The limit lives in this scope only, so CORS preflight (answered
 * at the root) and the docs are never counted.
 */
export const publicRoutes: FastifyPluginAsync<PublicRoutesOptions> = async (app, options) => {
  if (options.rateLimitRpm > 0) {
    await app.register(rateLimit, {
      max: options.rateLimitRpm,
      timeWindow: 60_000,
      enableDraftSpec: true,
      ...options.rateLimitStore,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'rate_limited',
          `Too many requests: the fair-use limit is ${context.max} per minute per client. Retry in ${context.after}.`,
        ),
    });
  }
  await app.register(healthRoutes, {
    clock: options.clock,
    startedAt: options.startedAt,
    ...(options.probes === undefined ? {} : { probes: options.probes }),
  });
  await app.register(domainRoutes, { clock: options.clock, cache: options.cache });
  await app.register(seoAuditRoutes, {
    clock: options.clock,
    cache: options.cache,
    auditUrl: options.auditUrl,
  });
};
