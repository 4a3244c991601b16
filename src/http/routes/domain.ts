import type { FastifyPluginAsync } from 'fastify';
import { analyzeDomain } from '../../core/domain/analyze-domain.ts';
import { type Clock, okJson } from '../envelope.ts';
import { AppError } from '../errors.ts';
import { etagOf, ifNoneMatchHits } from '../etag.ts';
import type { CachedResponse, ResponseCache } from '../response-cache.ts';
import { errorResponse, okEnvelope } from '../schemas/envelope.ts';

/** `Cache-Control` of a domain result: shared caches may keep it for five minutes. */
export const DOMAIN_CACHE_CONTROL = 'public, max-age=300';

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

const headers = {
  'Cache-Control': { type: 'string', description: '`public, max-age=300`.' },
  ETag: { type: 'string', description: 'Weak tag of `data`; send it back in `If-None-Match`.' },
  'X-Cache': { type: 'string', enum: ['HIT', 'MISS'], description: 'Served from the cache?' },
} as const;

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
    const json = JSON.stringify(result.value);
    const entry = { json, etag: etagOf(json) };
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
          200: { ...okEnvelope('The analysis.', { $ref: 'DomainAnalysis#' }), headers },
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
      const { entry, hit } = await lookup(request.query.domain);
      reply
        .header('cache-control', DOMAIN_CACHE_CONTROL)
        .header('etag', entry.etag)
        .header('x-cache', hit ? 'HIT' : 'MISS');
      if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) {
        return reply.code(304).send();
      }
      return reply.type('application/json; charset=utf-8').send(okJson(entry.json, clock()));
    },
  );
};
