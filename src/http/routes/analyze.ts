import type { FastifyPluginAsync } from 'fastify';
import type { Authenticate } from '../../auth/authenticate.ts';
import { analyzeDomain } from '../../core/domain/analyze-domain.ts';
import type { LexicalSource } from '../../core/names/types.ts';
import { openWordNet } from '../../lexical/wordnet.ts';
import { markUsageFailed } from '../../store/quota.ts';
import type { Store } from '../../store/types.ts';
import type { AuditUrl } from '../audit-url.ts';
import { type Clock, okBody } from '../envelope.ts';
import { AppError } from '../errors.ts';
import { bodySchema, responses, security } from '../schemas/analyze.ts';
import { errorResponse } from '../schemas/envelope.ts';
import { analyzePlanRoutes } from './analyze-plans.ts';
import { createQuotaCounter } from './quota-counter.ts';
import { auditCacheKey } from './seo-audit.ts';
import { callerOf, requireSignedIn } from './signed-in.ts';

/** Options of {@link analyzeRoutes}. */
export interface AnalyzeRoutesOptions {
  store: Store;
  authenticate: Authenticate;
  clock: Clock;
  /**
   * Fetch-and-audit step; without it `POST /seo-audit` and `POST /strategy` are not
   * registered.
   */
  auditUrl?: AuditUrl;
  /** Lexical database for `POST /names`. Default: WordNet, opened on the first search. */
  lexical?: () => LexicalSource;
}

/** Opens WordNet once, on first use (reading it costs a few hundred milliseconds). */
function lazyWordNet(): () => LexicalSource {
  let source: LexicalSource | undefined;
  return () => {
    source ??= openWordNet();
    return source;
  };
}

/**
 * Signed-in analyses, mounted at `/api/analyze`: `POST /domain {domain}`,
 * `POST /seo-audit {url}`, `POST /strategy {domain}` and `POST /names {keywords}` run the same engines as the public endpoints for a signed-in
 * caller (`apikey` + Bearer access token) and count against the plan's daily quota. Input is
 * validated first, so a bad request costs nothing; then one atomic step checks the quota and
 * records the usage event; an audit whose page cannot be fetched is refunded. Success is the
 * public envelope with `X-Quota-Limit`/`X-Quota-Remaining`; a spent quota is 429
 * `quota_exceeded` with `{limit, used, resetsAt}` and `Retry-After`.
 */
export const analyzeRoutes: FastifyPluginAsync<AnalyzeRoutesOptions> = async (app, options) => {
  const { store, clock } = options;
  requireSignedIn(app, options.authenticate, clock);

  const count = createQuotaCounter(store, clock);

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
  await app.register(analyzePlanRoutes, {
    store,
    clock,
    auditUrl,
    lexical: options.lexical ?? lazyWordNet(),
  });
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
