import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './envelope.ts';
import { AppError, codeForStatus, ERRORS, type ErrorCode, errorBody } from './errors.ts';
import { validationMessage } from './validation-message.ts';

/** Methods we probe to tell "wrong method" (405) from "no such path" (404). */
const PROBED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Headers of a success response that must not survive on an error response. */
const SUCCESS_ONLY_HEADERS = ['etag', 'x-cache', 'last-modified'];

/**
 * Sends the error body for `code` (status from the catalogue). Error responses are never
 * cached and never carry success-only headers.
 */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  now: Date,
): FastifyReply {
  for (const header of SUCCESS_ONLY_HEADERS) reply.removeHeader(header);
  return reply
    .code(ERRORS[code].status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(code, message, now)));
}

/** Maps anything thrown in the request lifecycle to a catalogue code and a safe message. */
export function describeError(
  error: Partial<FastifyError> | undefined,
  request?: FastifyRequest,
): { code: ErrorCode; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (Array.isArray(error?.validation)) {
    const schema = request?.routeOptions.schema;
    return {
      code: 'bad_request',
      message: validationMessage(error.validation, error.validationContext, schema),
    };
  }
  const status = typeof error?.statusCode === 'number' ? error.statusCode : 500;
  const code = codeForStatus(status);
  // Fastify's own 4xx messages ("Body cannot be empty …") are written for clients; anything
  // else may carry internals, so it gets the catalogue text.
  const ownWords =
    status < 500 &&
    typeof error?.code === 'string' &&
    error.code.startsWith('FST_') &&
    error.message;
  return { code, message: ownWords || ERRORS[code].message };
}

/** Methods served on `path` (for `Allow`), or an empty list when the path is unknown. */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  const methods = PROBED_METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
  // Every path answers CORS preflight (@fastify/cors registers OPTIONS *).
  return methods.length > 0 ? [...methods, 'OPTIONS'] : [];
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Answers a request that matched no route: 405 with `Allow` when the path exists for other
 * methods, else 404.
 */
function sendNoRoute(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): FastifyReply {
  const path = pathOf(request.url);
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  const allow = allowedMethods(app, path);
  if (allow.length > 0) {
    reply.header('allow', allow.join(', '));
    return sendError(
      reply,
      'method_not_allowed',
      `${request.method} is not allowed on ${shown}: use ${allow.join(', ')}.`,
      now,
    );
  }
  return sendError(
    reply,
    'not_found',
    `There is no endpoint at ${shown}. The API is described at /docs and /openapi.json.`,
    now,
  );
}

/**
 * Installs the one error handler and the not-found handler, so every error the app sends —
 * validation, rate limit, unknown path (404), wrong method (405), bugs (500) — is
 * `{status: "error", error: {code, message}, time}` with no stack or internals.
 */
export function installErrorHandling(app: FastifyInstance, clock: Clock): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A body that fails to parse on a path with no such route is still a 404/405 first.
    if (request.is404) return sendNoRoute(app, request, reply, clock());
    const { code, message } = describeError(error, request);
    if (ERRORS[code].status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, code, message, clock());
  });

  app.setNotFoundHandler((request, reply) => sendNoRoute(app, request, reply, clock()));
}
