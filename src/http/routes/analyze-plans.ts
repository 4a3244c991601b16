import type { FastifyPluginAsync } from 'fastify';
import { analyzeDomain } from '../../core/domain/analyze-domain.ts';
import type { LexicalSource } from '../../core/names/types.ts';
import { validateNameSearch } from '../../core/names/validate.ts';
import { runNameSearch } from '../../names/run-name-search.ts';
import { markUsageFailed } from '../../store/quota.ts';
import type { Store } from '../../store/types.ts';
import { runStrategy } from '../../strategy-runner.ts';
import type { AuditUrl } from '../audit-url.ts';
import { type Clock, okBody } from '../envelope.ts';
import { AppError } from '../errors.ts';
import { responses, security } from '../schemas/analyze.ts';
import { createQuotaCounter } from './quota-counter.ts';
import { callerOf } from './signed-in.ts';

/** Options of {@link analyzePlanRoutes}. */
export interface AnalyzePlanRoutesOptions {
  store: Store;
  clock: Clock;
  auditUrl: AuditUrl;
  /** The lexical database for name search, opened on first use (WordNet by default). */
  lexical: () => LexicalSource;
}

interface StrategyBody {
  domain: string;
  url?: string;
}

interface NamesBody {
  keywords: string;
  tlds?: string[];
  maxLength?: number;
  style?: 'exact' | 'brandable' | 'both';
  excludeHyphens?: boolean;
  excludeDigits?: boolean;
  limit?: number;
  check?: boolean;
}

const anyObject = { type: 'object', additionalProperties: true } as const;

/**
 * `POST /strategy {domain, url?}` and `POST /names {keywords, …options}` for a signed-in
 * caller (behind `requireSignedIn` of the enclosing scope): validated first (a bad request
 * costs nothing), one quota unit each, a usage event of kind `strategy` / `name_search`.
 */
export const analyzePlanRoutes: FastifyPluginAsync<AnalyzePlanRoutesOptions> = async (
  app,
  options,
) => {
  const { store, clock, auditUrl } = options;
  const count = createQuotaCounter(store, clock);

  app.post<{ Body: StrategyBody }>(
    '/strategy',
    {
      schema: {
        tags: ['signed-in'],
        summary: 'Strategic analysis of a domain and its site (counts against the daily quota)',
        security,
        body: {
          type: 'object',
          required: ['domain'],
          properties: {
            domain: { type: 'string', maxLength: 253, examples: ['bestcoffee.com'] },
            url: {
              type: 'string',
              maxLength: 2048,
              description: 'Audit this page instead of the home page.',
            },
          },
        },
        response: responses(anyObject),
      },
    },
    async (request, reply) => {
      const { domain, url } = request.body;
      const parsed = analyzeDomain(domain);
      if (!parsed.ok) throw new AppError('invalid_domain', parsed.error.message);
      const recorded = await count(reply, callerOf(request).sub, 'strategy', parsed.value.domain);
      if (recorded === null) return reply;
      const plan = await runStrategy(
        url === undefined ? { domain: parsed.value.domain } : { domain: parsed.value.domain, url },
        { auditUrl, clock },
      );
      if (!plan.ok) {
        await markUsageFailed(store, recorded.event.id);
        throw new AppError(plan.error.code, plan.error.message);
      }
      return okBody(plan.value, clock());
    },
  );

  app.post<{ Body: NamesBody }>(
    '/names',
    {
      schema: {
        tags: ['signed-in'],
        summary: 'Domain-name search from keywords (counts against the daily quota)',
        security,
        body: {
          type: 'object',
          required: ['keywords'],
          properties: {
            keywords: { type: 'string', maxLength: 200, examples: ['coffee shop'] },
            tlds: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 63 } },
            maxLength: { type: 'integer', minimum: 1, maximum: 63 },
            style: { type: 'string', enum: ['exact', 'brandable', 'both'] },
            excludeHyphens: { type: 'boolean' },
            excludeDigits: { type: 'boolean' },
            limit: { type: 'integer', minimum: 1, maximum: 500 },
            check: { type: 'boolean', description: 'Check availability in DNS (default true).' },
          },
        },
        response: responses(anyObject),
      },
    },
    async (request, reply) => {
      const valid = validateNameSearch(request.body);
      if (!valid.ok) throw new AppError('bad_request', valid.error.message);
      const recorded = await count(
        reply,
        callerOf(request).sub,
        'name_search',
        valid.value.keywords,
      );
      if (recorded === null) return reply;
      const result = await runNameSearch(request.body, { lexical: options.lexical(), clock });
      if (!result.ok) {
        await markUsageFailed(store, recorded.event.id);
        throw new AppError('bad_request', result.error.message);
      }
      return okBody(result.value, clock());
    },
  );
};
