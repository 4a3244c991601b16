import type { FastifyPluginAsync } from 'fastify';
import type { AuditUrl } from '../audit-url.ts';
import { cachedResultHeaders, cacheEntry, sendCached } from '../cached-reply.ts';
import type { Clock } from '../envelope.ts';
import { AppError } from '../errors.ts';
import type { CachedResponse, ResponseCache } from '../response-cache.ts';
import { errorResponse, okEnvelope } from '../schemas/envelope.ts';

const MAX_URL = 2048;

/**
 * Cache key of a raw `url` parameter: the WHATWG-normalised URL (https added when the scheme is
 * missing, fragment dropped), prefixed so it never meets a domain key. Null when unparsable:
 * the fetcher then answers with the precise error.
 */
export function auditCacheKey(raw: string | undefined): string | null {
  const trimmed = raw?.trim();
  if (!trimmed || trimmed.length > MAX_URL) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
    url.hash = '';
    return `audit:${url.href}`;
  } catch {
    return null;
  }
}

/** Options of {@link seoAuditRoutes}. */
export interface SeoAuditRoutesOptions {
  clock: Clock;
  cache: ResponseCache;
  auditUrl: AuditUrl;
}

/** `GET /seo-audit?url=`: fetches the live page and runs the 14-point on-page audit. */
export const seoAuditRoutes: FastifyPluginAsync<SeoAuditRoutesOptions> = async (app, options) => {
  const { clock, cache, auditUrl } = options;

  async function lookup(raw: string): Promise<{ entry: CachedResponse; hit: boolean }> {
    const key = auditCacheKey(raw);
    const cached = key === null ? undefined : await cache.get(key);
    if (cached !== undefined) return { entry: cached, hit: true };
    const result = await auditUrl(raw);
    if (!result.ok) throw new AppError(result.error.code, result.error.message);
    const entry = cacheEntry(result.value);
    if (cache.enabled && key !== null) await cache.set(key, entry);
    return { entry, hit: false };
  }

  app.get<{ Querystring: { url: string } }>(
    '/seo-audit',
    {
      schema: {
        tags: ['public'],
        summary: 'Audit a web page (14 on-page SEO checks)',
        description:
          'Fetches the live page (and its robots.txt) and runs 14 on-page checks: http-status, indexable, robots-txt, title, meta-description, headings, canonical, hreflang, link-text, crawlable-links, image-alt, mobile-viewport, structured-data, https. `score` is the weighted mean of the checks that apply (0–100). Only public addresses are fetched; results are cached for 300 s.',
        querystring: {
          type: 'object',
          required: ['url'],
          properties: {
            url: {
              type: 'string',
              description:
                'A full page URL (URL-encoded). When the scheme is missing, https is added.',
              examples: ['https://example.com/'],
            },
          },
        },
        response: {
          200: { ...okEnvelope('The audit.', { $ref: 'SeoAudit#' }), headers: cachedResultHeaders },
          304: { description: 'Not modified: your cached copy is current.', type: 'null' },
          400: errorResponse(
            'The URL is missing, malformed, not http(s), has credentials, or points at a private address.',
          ),
          422: errorResponse('The URL answered with something other than an HTML page.'),
          429: errorResponse('Rate limited: slow down (see `Retry-After`).'),
          502: errorResponse(
            'The page could not be fetched: DNS failure, refused connection, TLS error, timeout or too many redirects.',
          ),
        },
      },
    },
    async (request, reply) => {
      const result = await lookup(request.query.url);
      return sendCached(request, reply, result, clock);
    },
  );
};
