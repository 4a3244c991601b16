import type { FastifyInstance } from 'fastify';
import { joinClusterMetrics, metricsText } from './cluster-metrics.ts';
import type { Metrics } from './metrics.ts';

/** Route label of requests that matched no route, so stray URLs cannot multiply the series. */
const UNMATCHED = '(unmatched)';

/** The 429 scopes worth a counter of their own: which per-client limit refused the request. */
function limitScope(route: string): string | null {
  if (route.startsWith('/api/public/')) return 'public';
  if (route.startsWith('/auth/v1/')) return 'auth';
  return null;
}

/**
 * Counts every answered request (by method, route pattern, not the raw URL, and status) and
 * its latency; counts quota rejections (a 429 from `/api/analyze/…`) and per-client rate
 * limits (a 429 from `/api/public/…` or `/auth/v1/…`); serves the registry at
 * `GET /metrics` in Prometheus's text format (in a cluster worker: summed over the workers).
 * Call on the root instance.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  joinClusterMetrics(metrics.registry);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    const labels = { method: request.method, route, status: String(status) };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
    if (status !== 429) return;
    if (route.startsWith('/api/analyze/')) {
      metrics.quotaRejections.inc({ analysis: route.slice('/api/analyze/'.length) });
      return;
    }
    const scope = limitScope(route);
    if (scope !== null) metrics.rateLimited.inc({ scope });
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metricsText(metrics.registry);
  });
}
