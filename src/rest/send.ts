import type { FastifyReply } from 'fastify';
import type { Reply } from './respond.ts';
import type { RestError } from './rest-error.ts';

/** Sends a /rest/v1 error: its status, headers and `{code, message, details, hint}` body. */
export function sendRestError(reply: FastifyReply, error: RestError): FastifyReply {
  reply.code(error.status).header('content-type', 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
  return reply.send(reply.request.method === 'HEAD' ? '' : JSON.stringify(error.body));
}

/** Sends a successful /rest/v1 reply (no body for 204 and HEAD). */
export function sendReply(reply: FastifyReply, out: Reply): FastifyReply {
  reply.code(out.status);
  for (const [name, value] of Object.entries(out.headers)) reply.header(name, value);
  return out.body === null ? reply.send() : reply.send(out.body);
}
