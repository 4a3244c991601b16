/** OpenAPI pieces shared by the signed-in analyses (`/api/analyze/*`). */
import { errorResponse, okEnvelope } from './envelope.ts';

/** OpenAPI security of the signed-in analyses: publishable key and access token. */
export const security = [{ apikey: [], bearer: [] }];

/** Body schema of an analysis taking one string field. */
export function bodySchema(field: 'domain' | 'url', description: string, example: string) {
  return {
    type: 'object',
    required: [field],
    properties: { [field]: { type: 'string', maxLength: 2048, description, examples: [example] } },
  } as const;
}

/** The 429 body of a spent quota: the error shape plus the quota's numbers. */
export const quotaExceededResponse = {
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

/** OpenAPI responses of a quota-counted analysis returning `data`. */
export const responses = (data: object) => ({
  200: okEnvelope('The analysis; one analysis of today’s quota was used.', data),
  400: errorResponse('The input is not valid (nothing was counted).'),
  401: errorResponse('No valid access token (missing, expired or invalid); or no/wrong `apikey`.'),
  429: quotaExceededResponse,
});
