import type { FastifyReply } from 'fastify';

/** GoTrue's error codes that this server sends. */
export type GoTrueCode =
  | 'validation_failed'
  | 'weak_password'
  | 'user_already_exists'
  | 'invalid_credentials'
  | 'unsupported_grant_type'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'user_not_found'
  | 'over_request_rate_limit'
  | 'request_timeout'
  | 'not_found'
  | 'method_not_allowed'
  | 'unexpected_failure';

/**
 * An expected /auth/v1 failure, thrown in a route and shaped by the scope's error handler as
 * GoTrue does: `{code, error_code, msg, message}` (plus `weak_password.reasons` for weak
 * passwords). `code` is the string code, which supabase-js reads because every response
 * carries `X-Supabase-Api-Version: 2024-01-01`.
 */
export class GoTrueError extends Error {
  readonly status: number;
  readonly code: GoTrueCode;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: GoTrueCode,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'GoTrueError';
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

/** The JSON body of a {@link GoTrueError}. */
export function goTrueBody(error: GoTrueError): Record<string, unknown> {
  return {
    code: error.code,
    error_code: error.code,
    msg: error.message,
    message: error.message,
    ...error.extra,
  };
}

/** Sends a {@link GoTrueError}: status, headers, body; never cached. */
export function sendGoTrueError(reply: FastifyReply, error: GoTrueError): FastifyReply {
  reply
    .code(error.status)
    .header('cache-control', 'no-store')
    .header('content-type', 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.send(JSON.stringify(goTrueBody(error)));
}

/** 400 `invalid_credentials`: wrong email or password, worded so it reveals neither. */
export function invalidCredentials(): GoTrueError {
  return new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
}
