import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { SeenResponse } from './error-shapes.ts';

/** The first response read back from a raw connection; `status` 0 when none came. */
export interface RawResponse extends SeenResponse {
  /** True when the server closed the connection without answering. */
  silent: boolean;
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = end === -1 ? Number.NaN : Number.parseInt(rest.slice(0, end), 16);
    if (!Number.isFinite(size) || size === 0) return out;
    out += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 2 + size + 2);
  }
}

/** Parses the first HTTP/1.1 response in `text` (status, content type, body by its framing). */
export function parseFirstResponse(text: string): RawResponse {
  const headEnd = text.indexOf('\r\n\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (headEnd === -1 || status === null) {
    return { status: 0, contentType: undefined, body: '', silent: text === '' };
  }
  const head = text.slice(0, headEnd);
  const header = (name: string) =>
    new RegExp(`\\r\\n${name}:[ \\t]*([^\\r]*)`, 'i').exec(head)?.[1];
  const rest = text.slice(headEnd + 4);
  const length = header('content-length');
  const body = /chunked/i.test(header('transfer-encoding') ?? '')
    ? dechunk(rest)
    : rest.slice(0, length === undefined ? rest.length : Number(length));
  return { status: Number(status[1]), contentType: header('content-type'), body, silent: false };
}

/**
 * Writes `bytes` on a fresh connection to 127.0.0.1:`port`, half-closes it, and resolves with
 * the first response once the server closes (or after `timeoutMs`).
 */
export function sendRaw(port: number, bytes: Buffer, timeoutMs = 2000): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseFirstResponse(Buffer.concat(chunks).toString('latin1')));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => {});
    socket.end(bytes);
  });
}

/** One request over a real connection with node:http (which sends any header a client may). */
export function sendHttp(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<SeenResponse> {
  return new Promise((resolve, reject) => {
    // node:http frames no body for GET/DELETE unless told: give every body its length.
    const framed =
      body === undefined
        ? headers
        : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = httpRequest(`${base}${path}`, { method, headers: framed }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
