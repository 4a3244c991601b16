import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GoTrueError } from './gotrue-error.ts';

/** Limits on sign-in attempts (0 turns one off). */
export interface SignInLimitOptions {
  /** Sign-up and password sign-in requests per minute per client IP. */
  perIpPerMinute: number;
  /** Failed password sign-ins per hour per account (email). */
  failuresPerAccountPerHour: number;
}

/** The checks a sign-in route calls; each throws 429 `over_request_rate_limit` when spent. */
export interface SignInLimits {
  /** Counts one attempt from the request's IP. */
  countIp(request: FastifyRequest): Promise<void>;
  /** Refuses when the account already has too many recent failures (counts nothing). */
  checkAccount(request: FastifyRequest, email: string): Promise<void>;
  /** Counts one failed password for the account. */
  countAccountFailure(request: FastifyRequest, email: string): Promise<void>;
}

function tooMany(message: string, retryAfterS: number): GoTrueError {
  return new GoTrueError(
    429,
    'over_request_rate_limit',
    message,
    {},
    {
      'retry-after': String(Math.max(1, retryAfterS)),
    },
  );
}

const ACCOUNT_KEY = Symbol('sign-in account key');
type Keyed = FastifyRequest & { [ACCOUNT_KEY]?: string };

/**
 * Builds the sign-in limits on @fastify/rate-limit's `createRateLimit` (the plugin must be
 * registered in `app`'s scope): one counter per client IP for every attempt, and one per
 * account for failed passwords only, so that a correct password is never locked out by
 * someone else's guesses from many addresses, yet guessing one account's password from a
 * botnet stops after a few attempts an hour.
 */
export function createSignInLimits(
  app: FastifyInstance,
  options: SignInLimitOptions,
): SignInLimits {
  const perIp =
    options.perIpPerMinute > 0
      ? app.createRateLimit({ max: options.perIpPerMinute, timeWindow: 60_000 })
      : undefined;
  const perAccount =
    options.failuresPerAccountPerHour > 0
      ? app.createRateLimit({
          max: options.failuresPerAccountPerHour,
          timeWindow: 3_600_000,
          keyGenerator: (request) => `account:${(request as Keyed)[ACCOUNT_KEY] ?? ''}`,
        })
      : undefined;

  return {
    async countIp(request) {
      if (perIp === undefined) return;
      const state = await perIp(request);
      if (!state.isAllowed && state.isExceeded) {
        throw tooMany(
          `Too many sign-in attempts from this address: the limit is ${state.max} a minute. Retry in ${state.ttlInSeconds} s.`,
          state.ttlInSeconds,
        );
      }
    },
    async checkAccount(request, email) {
      if (perAccount === undefined) return;
      (request as Keyed)[ACCOUNT_KEY] = email;
      const state = await perAccount(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) {
        throw tooMany(
          `Too many failed sign-ins for this account: retry in ${Math.ceil(state.ttlInSeconds / 60)} min.`,
          state.ttlInSeconds,
        );
      }
    },
    async countAccountFailure(request, email) {
      if (perAccount === undefined) return;
      (request as Keyed)[ACCOUNT_KEY] = email;
      await perAccount(request);
    },
  };
}
