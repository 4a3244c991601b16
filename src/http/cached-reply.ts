import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Clock, okJson } from './envelope.ts';
import { etagOf, ifNoneMatchHits } from './etag.ts';
import type { CachedResponse } from './response-cache.ts';

/** `Cache-Control` of domain and audit results: shared caches may keep them five minutes. */
export const RESULT_CACHE_CONTROL = 'public, max-age=300';

/** OpenAPI description of the headers every cacheable result carries. */
export const cachedResultHeaders = {
  'Cache-Control': { type: 'string', description: '`public, max-age=300`.' },
  ETag: { type: 'string', description: 'Weak tag of `data`; send it back in `If-None-Match`.' },
  'X-Cache': { type: 'string', enum: ['HIT', 'MISS'], description: 'Served from the cache?' },
} as const;

/** A result serialised once, with its entity tag, ready for the cache and the reply. */
export function cacheEntry(data: unknown): CachedResponse {
  const json = JSON.stringify(data);
  return { json, etag: etagOf(json) };
}

/**
 * Sends a cacheable result: `Cache-Control`, `ETag`, `X-Cache`, then 304 when the client's
 * `If-None-Match` matches, else the envelope around the pre-serialised data.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  result: { entry: CachedResponse; hit: boolean },
  clock: Clock,
): FastifyReply {
  reply
    .header('cache-control', RESULT_CACHE_CONTROL)
    .header('etag', result.entry.etag)
    .header('x-cache', result.hit ? 'HIT' : 'MISS');
  if (ifNoneMatchHits(request.headers['if-none-match'], result.entry.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(okJson(result.entry.json, clock()));
}
