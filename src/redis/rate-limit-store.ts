import type { Redis } from 'ioredis';

/** The @fastify/rate-limit options that choose where its counters live. */
export interface RateLimitStoreOptions {
  redis?: Redis;
  nameSpace?: string;
  skipOnError?: boolean;
}

/**
 * Where @fastify/rate-limit keeps a limit's counters: in-process (no `redis`: each process
 * counts alone), or in Redis under `nameSpace`, so every process on that Redis shares one
 * count. With Redis the limit fails open: while Redis is down or slow, requests are let
 * through (`skipOnError`) rather than refused or held up.
 */
export function rateLimitStore(redis: Redis | undefined, nameSpace: string): RateLimitStoreOptions {
  return redis === undefined ? {} : { redis, nameSpace, skipOnError: true };
}
