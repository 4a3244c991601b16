import { ERRORS } from '../errors.ts';

const time = {
  type: 'string',
  format: 'date-time',
  description: 'Time of the response, ISO-8601 UTC (`2025-01-31T12:00:00.000Z`).',
} as const;

/** Shared schema (`$ref: 'ErrorResponse#'`) of every error body. */
export const errorResponseSchema = {
  $id: 'ErrorResponse',
  title: 'ErrorResponse',
  description:
    'Body of every error response (400, 404, 405, 429, 500 …). Clients treat any `status` other than `"ok"` as failure.',
  type: 'object',
  required: ['status', 'error', 'time'],
  properties: {
    status: { type: 'string', enum: ['error'] },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          type: 'string',
          enum: Object.keys(ERRORS),
          description: 'Stable machine-readable code.',
        },
        message: {
          type: 'string',
          description: 'What went wrong and what to change, in plain words.',
        },
      },
    },
    time,
  },
} as const;

/** A response-schema entry that points at the shared error body. */
export function errorResponse(description: string) {
  return { description, $ref: 'ErrorResponse#' } as const;
}

/** The success envelope `{status: "ok", data, time}` around `data`. */
export function okEnvelope<D extends object>(description: string, data: D) {
  return {
    description,
    type: 'object',
    required: ['status', 'data', 'time'],
    properties: {
      status: { type: 'string', enum: ['ok'] },
      data,
      time,
    },
  } as const;
}
