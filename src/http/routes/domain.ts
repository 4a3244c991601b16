import type { FastifyPluginAsync } from 'fastify';
import { analyzeDomain } from '../../core/domain/analyze-domain.ts';
import { cachedResultHeaders, cacheEntry, sendCached } from '../cached-reply.ts';
import type { Clock } from '../envelope.ts';
import { AppError } from '../errors.ts';
import type { CachedResponse, ResponseCache } from '../response-cache.ts';
import { errorResponse, okEnvelope } from '../schemas/envelope.ts';

const MAX_KEY_LENGTH = 253;

/**
 * The cache key of a raw `domain` parameter: trimmed, lower-cased, one trailing dot dropped —
 * the same folding the engine applies first, so `BestCoffee.com.` and `bestcoffee.com` share an
 * entry. Results are also stored under the engine's normalised ASCII name, so the Unicode and
 * punycode spellings of an IDN share one entry too. Null when not worth caching.
 */
export function domainCacheKey(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let key = raw.trim().toLowerCase();
  if (key.endsWith('.')) key = key.slice(0, -1);
  return key === '' || key.length > MAX_KEY_LENGTH ? null : key;
}

/** Options of {@link domainRoutes}. */
export interface DomainRoutesOptions {
  clock: Clock;
  cache: ResponseCache;
}

interface DomainQuery {
  domain: string;
}

/** `GET /domain?domain=`: linguistic score, SEO score and valuation of one domain name. */
export const domainRoutes: FastifyPluginAsync<DomainRoutesOptions> = async (app, options) => {
  const { clock, cache } = options;

  async function lookup(raw: string): Promise<{ entry: CachedResponse; hit: boolean }> {
    const key = domainCacheKey(raw);
    const cached = key === null ? undefined : await cache.get(key);
    if (cached !== undefined) return { entry: cached, hit: true };

    const result = analyzeDomain(raw);
    if (!result.ok) throw new AppError('invalid_domain', result.error.message);
    const entry = cacheEntry(result.value);
    if (cache.enabled) {
      await cache.set(result.value.domain, entry);
      if (key !== null && key !== result.value.domain) await cache.set(key, entry);
    }
    return { entry, hit: false };
  }

  app.get<{ Querystring: DomainQuery }>(
    '/domain',
    {
      schema: {
        tags: ['public'],
        summary: 'Analyse a domain name',
        description:
          'Linguistic score, SEO score and a valuation estimate with explained factors for one bare host name. Results are cached for 300 s; send `If-None-Match` with the `ETag` to get 304.',
        querystring: {
          type: 'object',
          required: ['domain'],
          properties: {
            domain: {
              type: 'string',
              description:
                'A bare host name: no scheme, path or port. Unicode and punycode IDNs are accepted.',
              examples: ['bestcoffee.com'],
            },
          },
        },
        response: {
          200: {
            ...okEnvelope('The analysis.', { $ref: 'DomainAnalysis#' }),
            headers: cachedResultHeaders,
          },
          304: {
            description: 'Not modified: your cached copy (`If-None-Match`) is current.',
            type: 'null',
          },
          400: errorResponse(
            'The domain is missing or not a valid bare host name; the message says what to fix.',
          ),
          429: errorResponse('Rate limited: slow down (see `Retry-After`).'),
          500: errorResponse('Unexpected failure.'),
        },
      },
    },
    async (request, reply) => {
      const result = await lookup(request.query.domain);
      return sendCached(request, reply, result, clock);
    },
  );
};
