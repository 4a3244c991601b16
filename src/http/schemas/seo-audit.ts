/**
 * JSON Schema of `GET /api/public/seo-audit` `data` (AUDIT.md), mirroring `AuditData` in
 * `src/http/audit-url.ts`. Used for the OpenAPI document only: the route sends
 * pre-serialised JSON.
 */
import { CHECKS } from '../../core/audit/checks/index.ts';

const nullableString = { type: ['string', 'null'] } as const;

const check = {
  type: 'object',
  description: 'One on-page check.',
  required: ['id', 'title', 'status', 'score', 'weight', 'value', 'explanation'],
  properties: {
    id: { type: 'string', enum: CHECKS.map((c) => c.meta.id) },
    title: {
      type: 'string',
      description: 'What the check verifies (its failure title when it fails).',
    },
    status: { type: 'string', enum: ['pass', 'warn', 'fail', 'n/a', 'error'] },
    score: {
      type: ['number', 'null'],
      minimum: 0,
      maximum: 1,
      description: '0–1; null for n/a and error.',
    },
    weight: { type: 'number', description: 'Weight in the overall score.' },
    value: { description: 'What was measured.' },
    explanation: {
      type: 'string',
      description: 'What is wrong and how to fix it, or why it passes.',
    },
    items: { type: 'array', maxItems: 100, description: 'The offending elements, one entry each.' },
  },
} as const;

/** Shared schema (`$ref: 'SeoAudit#'`). */
export const seoAuditSchema = {
  $id: 'SeoAudit',
  title: 'SeoAudit',
  type: 'object',
  required: [
    'url',
    'finalUrl',
    'statusCode',
    'redirects',
    'fetchMs',
    'bytes',
    'contentType',
    'score',
    'checks',
    'page',
  ],
  properties: {
    url: { type: 'string', description: 'The URL as requested (normalised).' },
    finalUrl: { type: 'string', description: 'The URL after redirects.' },
    statusCode: { type: 'integer', description: 'HTTP status of the final response.' },
    redirects: {
      type: 'array',
      description: 'Each redirect followed (at most 5).',
      items: {
        type: 'object',
        properties: {
          url: { type: 'string' },
          statusCode: { type: 'integer' },
          location: { type: 'string' },
        },
      },
    },
    fetchMs: { type: 'number', description: 'Milliseconds to fetch the page.' },
    bytes: {
      type: 'integer',
      description: 'Bytes of HTML read, after decompression (at most 5 MB).',
    },
    contentType: nullableString,
    truncated: { type: 'boolean', description: 'True when only the first 5 MB were audited.' },
    score: {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      description: 'Weighted mean of the checks that apply.',
    },
    checks: { type: 'array', minItems: 14, maxItems: 14, items: check },
    page: {
      type: 'object',
      description: 'Facts people look for first.',
      properties: {
        title: nullableString,
        description: nullableString,
        h1: nullableString,
        lang: nullableString,
        wordCount: { type: 'integer' },
        canonical: nullableString,
        openGraph: { type: 'object', additionalProperties: nullableString },
      },
    },
    notes: {
      type: 'array',
      items: { type: 'string' },
      description: 'Notes about the audit itself.',
    },
  },
} as const;
