import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Clock } from './envelope.ts';
import { ERRORS, type ErrorCode, errorBody } from './errors.ts';

/** The catalogue code and message for an error of Node's HTTP parser. */
function describeClientError(code: string | undefined): { code: ErrorCode; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { code: 'header_too_large', message: ERRORS.header_too_large.message };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { code: 'request_timeout', message: ERRORS.request_timeout.message };
  }
  return {
    code: 'bad_request',
    message:
      'The request is not valid HTTP/1.1: check the request line, the header names and values, and Content-Length or Transfer-Encoding.',
  };
}

/**
 * Builds Fastify's `clientErrorHandler`: a request that Node's HTTP parser rejects before any
 * route sees it (a malformed request line or header, conflicting framing, headers too large, a
 * request that never finishes arriving) is answered with the same error envelope as every
 * other error — Fastify's default writes a body of its own shape — and the connection closed.
 */
export function createClientErrorHandler(
  clock: Clock,
): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { code, message } = describeClientError(error.code);
    const status = ERRORS[code].status;
    const body = JSON.stringify(errorBody(code, message, clock()));
    // As Node's own handler: never write into a response that has already started.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && inFlight?.headersSent !== true) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Cache-Control: no-store\r\nAccess-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy();
  };
}
