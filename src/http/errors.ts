/**
 * The one error catalogue of the HTTP layer: each stable `code` maps to an HTTP status and a
 * default message. Every error body the service sends uses one of these codes.
 */
export const ERRORS = {
  bad_request: { status: 400, message: 'The request is not valid.' },
  invalid_domain: { status: 400, message: 'The domain name is not valid.' },
  not_found: { status: 404, message: 'There is no such endpoint.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed on this endpoint.' },
  not_acceptable: { status: 406, message: 'The requested media type cannot be served.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'The request content type is not supported.' },
  rate_limited: { status: 429, message: 'Too many requests: slow down and retry later.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  service_unavailable: { status: 503, message: 'The service is shutting down or overloaded.' },
} as const satisfies Record<string, { status: number; message: string }>;

/** A stable error code from {@link ERRORS}. */
export type ErrorCode = keyof typeof ERRORS;

/** An expected HTTP error: thrown in a route or hook, shaped by the error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  /** @param message what the client should change; defaults to the catalogue message. */
  constructor(code: ErrorCode, message: string = ERRORS[code].message) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
  }
}

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERRORS)
    .filter(([code]) => code !== 'invalid_domain')
    .map(([code, { status }]) => [status, code as ErrorCode]),
);

/** The catalogue code for an HTTP status: the exact one, else `bad_request` (4xx) / `internal`. */
export function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS.get(status) ?? (status >= 400 && status < 500 ? 'bad_request' : 'internal');
}

/** The error body: `{status: "error", error: {code, message}, time}`. */
export interface ErrorBody {
  status: 'error';
  error: { code: ErrorCode; message: string };
  time: string;
}

/** Builds the error body for a code and message at `time`. */
export function errorBody(code: ErrorCode, message: string, time: Date): ErrorBody {
  return { status: 'error', error: { code, message }, time: time.toISOString() };
}
