import type { FastifyReply } from 'fastify';
import {
  type RecordUsageResult,
  recordUsage,
  UnknownUserError,
  type UsageKind,
} from '../../store/quota.ts';
import type { Store } from '../../store/types.ts';
import type { Clock } from '../envelope.ts';
import { AppError } from '../errors.ts';

/** A usage event that was recorded within the quota. */
export type Recorded = Extract<RecordUsageResult, { ok: true }>;

/** Counts one analysis for a user: the recorded event, or null after sending the 429. */
export type QuotaCounter = (
  reply: FastifyReply,
  userId: string,
  kind: UsageKind,
  target: string,
) => Promise<Recorded | null>;

/**
 * Checks the plan's daily quota and records one usage event in one atomic step. Within the
 * quota it sets `X-Quota-Limit`/`X-Quota-Remaining` and returns the event; when the quota is
 * spent it sends 429 `quota_exceeded` with `{limit, used, resetsAt}` and `Retry-After`, and
 * returns null.
 */
export function createQuotaCounter(store: Store, clock: Clock): QuotaCounter {
  return async function count(reply, userId, kind, target) {
    const now = clock();
    let result: RecordUsageResult;
    try {
      result = await recordUsage(store, { userId, kind, target }, now);
    } catch (error) {
      if (error instanceof UnknownUserError) {
        throw new AppError('unauthorized', 'The account of this access token no longer exists.');
      }
      throw error;
    }
    if (result.ok) {
      reply
        .header('cache-control', 'no-store')
        .header('x-quota-limit', String(result.limit))
        .header('x-quota-remaining', String(Math.max(0, result.limit - result.used)));
      return result;
    }
    const retryAfterS = Math.max(1, Math.ceil((result.resetsAt.getTime() - now.getTime()) / 1000));
    const resetsAt = result.resetsAt.toISOString();
    reply
      .code(429)
      .header('cache-control', 'no-store')
      .header('retry-after', String(retryAfterS))
      .header('x-quota-limit', String(result.limit))
      .header('x-quota-remaining', '0')
      .type('application/json; charset=utf-8')
      .send({
        status: 'error',
        error: {
          code: 'quota_exceeded',
          message: `The daily analysis quota is spent: ${result.used} of ${result.limit} analyses used today. It resets at ${resetsAt} (00:00 UTC).`,
        },
        limit: result.limit,
        used: result.used,
        resetsAt,
        time: now.toISOString(),
      });
    return null;
  };
}
