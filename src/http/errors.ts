/**
 * The one error catalogue of the HTTP layer: each stable `code` maps to an HTTP status and a
 * default message. Every error body the service sends uses one of these codes.
 */
export const ERRORS = {
  bad_request: { status: 400, message: 'The request is not valid.' },
  invalid_domain: { status: 400, message: 'The domain name is not valid.' },
  // The SEO audit's fetch failures (src/fetcher/errors.ts has the same statuses).
  invalid_url: { status: 400, message: 'The URL is not valid.' },
  disallowed_target: { status: 400, message: 'This URL may not be audited.' },
  blocked_address: {
    status: 400,
    message: 'The host resolves to an address that may not be audited.',
  },
  not_html: { status: 422, message: 'The URL did not return an HTML page.' },
  blocked_redirect: {
    status: 502,
    message: 'The page redirected to an address that may not be audited.',
  },
  dns_failure: { status: 502, message: 'The host name could not be resolved.' },
  connection_refused: { status: 502, message: 'The server refused the connection.' },
  tls_error: { status: 502, message: 'The secure (TLS) connection failed.' },
  timeout: { status: 502, message: 'The page took too long to answer.' },
  too_many_redirects: { status: 502, message: 'The page redirected too many times.' },
  redirect_loop: { status: 502, message: 'The page redirects in a loop.' },
  fetch_failed: { status: 502, message: 'The page could not be fetched.' },
  unauthorized: {
    status: 401,
    message: 'Sign in: send the access token of your session as `Authorization: Bearer <token>`.',
  },
  not_found: { status: 404, message: 'There is no such endpoint.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed on this endpoint.' },
  not_acceptable: { status: 406, message: 'The requested media type cannot be served.' },
  request_timeout: { status: 408, message: 'The request took too long to arrive.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'The request content type is not supported.' },
  rate_limited: { status: 429, message: 'Too many requests: slow down and retry later.' },
  header_too_large: { status: 431, message: 'The request headers are too large.' },
  quota_exceeded: {
    status: 429,
    message: 'The daily analysis quota of your plan is spent; it resets at 00:00 UTC.',
  },
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

/** Codes that stand for their status in general (the others name a specific cause). */
const GENERIC: readonly ErrorCode[] = [
  'bad_request',
  'unauthorized',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'request_timeout',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'header_too_large',
  'internal',
  'service_unavailable',
];
const CODE_BY_STATUS = new Map<number, ErrorCode>(
  GENERIC.map((code) => [ERRORS[code].status, code]),
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
