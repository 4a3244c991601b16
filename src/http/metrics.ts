import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { AuditUrl } from './audit-url.ts';
import type { ResponseCache } from './response-cache.ts';

/** The service's Prometheus instruments, in a registry of their own (one per app). */
export interface Metrics {
  registry: Registry;
  /** `sitelens_http_requests_total{method, route, status}`. */
  requests: Counter<'method' | 'route' | 'status'>;
  /** `sitelens_http_request_duration_seconds{method, route, status}`. */
  duration: Histogram<'method' | 'route' | 'status'>;
  /** `sitelens_cache_lookups_total{result="hit"|"miss"}`. */
  cacheLookups: Counter<'result'>;
  /** `sitelens_cache_errors_total`: failed shared-cache (Redis) commands. */
  cacheErrors: Counter;
  /** `sitelens_audit_fetch_failures_total{code}`: audited pages that could not be fetched. */
  auditFetchFailures: Counter<'code'>;
  /** `sitelens_quota_rejections_total{analysis}`: signed-in analyses refused, quota spent. */
  quotaRejections: Counter<'analysis'>;
  /** `sitelens_rate_limited_total{scope}`: requests refused by a per-IP limit. */
  rateLimited: Counter<'scope'>;
}

/** Latency buckets, seconds: from a cached answer (< 5 ms) to a slow audit (10 s). */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Creates the instruments and the default process metrics (CPU, memory, event-loop lag,
 * handles, GC) in a fresh registry, so several apps in one process never share counts.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'sitelens_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    duration: new Histogram({
      name: 'sitelens_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    cacheLookups: new Counter({
      name: 'sitelens_cache_lookups_total',
      help: 'Response-cache lookups of domain and audit results, by result (hit or miss).',
      labelNames: ['result'],
      registers,
    }),
    cacheErrors: new Counter({
      name: 'sitelens_cache_errors_total',
      help: 'Shared-cache (Redis) commands that failed or timed out; each counted as a miss.',
      registers,
    }),
    auditFetchFailures: new Counter({
      name: 'sitelens_audit_fetch_failures_total',
      help: 'SEO audits whose page could not be fetched, by cause (the error code).',
      labelNames: ['code'],
      registers,
    }),
    quotaRejections: new Counter({
      name: 'sitelens_quota_rejections_total',
      help: 'Signed-in analyses refused because the daily quota was spent, by analysis.',
      labelNames: ['analysis'],
      registers,
    }),
    rateLimited: new Counter({
      name: 'sitelens_rate_limited_total',
      help: 'Requests refused by a per-client rate limit (429), by scope (public or auth).',
      labelNames: ['scope'],
      registers,
    }),
  };
}

/** `cache`, counting each lookup as a hit or a miss. */
export function countCacheLookups(cache: ResponseCache, metrics: Metrics): ResponseCache {
  if (!cache.enabled) return cache;
  return {
    enabled: true,
    set: (key, value) => cache.set(key, value),
    async get(key) {
      const entry = await cache.get(key);
      metrics.cacheLookups.inc({ result: entry === undefined ? 'miss' : 'hit' });
      return entry;
    },
  };
}

/** `auditUrl`, counting each fetch failure by its code (`timeout`, `dns_failure` …). */
export function countAuditFailures(auditUrl: AuditUrl, metrics: Metrics): AuditUrl {
  return async (url) => {
    const result = await auditUrl(url);
    if (!result.ok) metrics.auditFetchFailures.inc({ code: result.error.code });
    return result;
  };
}
