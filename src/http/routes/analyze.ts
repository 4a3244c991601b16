import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Authenticate } from '../../auth/authenticate.ts';
import { analyzeDomain } from '../../core/domain/analyze-domain.ts';
import {
  markUsageFailed,
  type RecordUsageResult,
  recordUsage,
  UnknownUserError,
  type UsageKind,
} from '../../store/quota.ts';
import type { Store } from '../../store/types.ts';
import type { AuditUrl } from '../audit-url.ts';
import { type Clock, okBody } from '../envelope.ts';
import { AppError } from '../errors.ts';
import { errorResponse, okEnvelope } from '../schemas/envelope.ts';
import { auditCacheKey } from './seo-audit.ts';
import { callerOf, requireSignedIn } from './signed-in.ts';

/** Options of {@link analyzeRoutes}. */
export interface AnalyzeRoutesOptions {
  store: Store;
  authenticate: Authenticate;
  clock: Clock;
  /** Fetch-and-audit step; without it `POST /seo-audit` is not registered. */
  auditUrl?: AuditUrl;
}

type Recorded = Extract<RecordUsageResult, { ok: true }>;

const security = [{ apikey: [], bearer: [] }];

function bodySchema(field: 'domain' | 'url', description: string, example: string) {
  return {
    type: 'object',
    required: [field],
    properties: { [field]: { type: 'string', maxLength: 2048, description, examples: [example] } },
  } as const;
}

/** The 429 body: the error shape plus the quota's numbers. */
const quotaExceededResponse = {
  description:
    'The daily quota is spent (`quota_exceeded`): `limit`, `used`, and `resetsAt` (next 00:00 UTC); see `Retry-After`.',
  type: 'object',
  required: ['status', 'error', 'limit', 'used', 'resetsAt', 'time'],
  properties: {
    status: { type: 'string', enum: ['error'] },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: ['quota_exceeded'] },
        message: { type: 'string' },
      },
    },
    limit: { type: 'integer', description: 'Analyses per UTC day on this plan.' },
    used: { type: 'integer', description: 'Analyses used today.' },
    resetsAt: { type: 'string', format: 'date-time', description: 'When the quota resets.' },
    time: { type: 'string', format: 'date-time' },
  },
} as const;

const responses = (data: object) => ({
  200: okEnvelope('The analysis; one analysis of today’s quota was used.', data),
  400: errorResponse('The input is not valid (nothing was counted).'),
  401: errorResponse('No valid access token (missing, expired or invalid); or no/wrong `apikey`.'),
  429: quotaExceededResponse,
});

/**
 * Signed-in analyses, mounted at `/api/analyze`: `POST /domain {domain}` and
 * `POST /seo-audit {url}` run the same engines as the public endpoints for a signed-in
 * caller (`apikey` + Bearer access token) and count against the plan's daily quota. Input is
 * validated first, so a bad request costs nothing; then one atomic step checks the quota and
 * records the usage event; an audit whose page cannot be fetched is refunded. Success is the
 * public envelope with `X-Quota-Limit`/`X-Quota-Remaining`; a spent quota is 429
 * `quota_exceeded` with `{limit, used, resetsAt}` and `Retry-After`.
 */
export const analyzeRoutes: FastifyPluginAsync<AnalyzeRoutesOptions> = async (app, options) => {
  const { store, clock } = options;
  requireSignedIn(app, options.authenticate, clock);

  async function count(
    reply: FastifyReply,
    userId: string,
    kind: UsageKind,
    target: string,
  ): Promise<Recorded | null> {
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
  }

  app.post<{ Body: { domain: string } }>(
    '/domain',
    {
      schema: {
        tags: ['signed-in'],
        summary: 'Analyse a domain name (counts against the daily quota)',
        security,
        body: bodySchema(
          'domain',
          'A bare host name, as for the public endpoint.',
          'bestcoffee.com',
        ),
        response: responses({ $ref: 'DomainAnalysis#' }),
      },
    },
    async (request, reply) => {
      const result = analyzeDomain(request.body.domain);
      if (!result.ok) throw new AppError('invalid_domain', result.error.message);
      const recorded = await count(reply, callerOf(request).sub, 'domain', result.value.domain);
      if (recorded === null) return reply;
      return okBody(result.value, clock());
    },
  );

  const auditUrl = options.auditUrl;
  if (auditUrl === undefined) return;
  app.post<{ Body: { url: string } }>(
    '/seo-audit',
    {
      schema: {
        tags: ['signed-in'],
        summary: 'Audit a web page (counts against the daily quota)',
        security,
        body: bodySchema(
          'url',
          'A full page URL; https is added when the scheme is missing.',
          'https://example.com/',
        ),
        response: {
          ...responses({ $ref: 'SeoAudit#' }),
          422: errorResponse('The URL answered with something other than an HTML page (refunded).'),
          502: errorResponse('The page could not be fetched (refunded).'),
        },
      },
    },
    async (request, reply) => {
      const key = auditCacheKey(request.body.url);
      if (key === null) {
        throw new AppError('invalid_url', 'Pass a full page URL such as https://example.com/.');
      }
      const target = key.slice('audit:'.length);
      const recorded = await count(reply, callerOf(request).sub, 'seo_audit', target);
      if (recorded === null) return reply;
      const audit = await auditUrl(request.body.url);
      if (!audit.ok) {
        await markUsageFailed(store, recorded.event.id);
        reply.header('x-quota-remaining', String(recorded.limit - recorded.used + 1));
        throw new AppError(audit.error.code, audit.error.message);
      }
      return okBody(audit.value, clock());
    },
  );
};
