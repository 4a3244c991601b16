import { type IncomingMessage, request } from 'node:http';
import type { Socket } from 'node:net';
import type { Result } from '../core/domain/types.ts';
import { abortable } from './abortable.ts';
import type { Connector } from './connect.ts';
import { ACCEPT_ENCODING } from './decompress.ts';
import { type FetchError, fetchError } from './errors.ts';
import { networkError } from './network-error.ts';
import type { ResolvedAddress } from './resolve.ts';

/** One GET request to an address that already passed the policy. */
export interface HopRequest {
  url: URL;
  /** The checked address: the only place this request connects to. */
  address: ResolvedAddress;
  connect: Connector;
  connectTimeoutMs: number;
  /** Aborting ends the request with a `timeout` error saying `timeoutMessage`. */
  signal: AbortSignal;
  timeoutMessage: string;
  userAgent: string;
  accept: string;
}

/** The response head; the body is still to be read (or dropped with `close`). */
export interface HopResponse {
  statusCode: number;
  /** Lower-case names; repeated headers joined by ", ". */
  headers: Record<string, string>;
  body: IncomingMessage;
  /** Ends the exchange and closes the connection. Safe to call more than once. */
  close: () => void;
}

/** "example.com" or "example.com:8080": how messages name the server. */
export function serverName(url: URL): string {
  return url.host;
}

function collectHeaders(raw: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    const value = raw[i + 1] ?? '';
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

async function open(hop: HopRequest, where: string): Promise<Result<Socket, FetchError>> {
  const { url, address } = hop;
  const https = url.protocol === 'https:';
  const target = {
    address: address.address,
    family: address.family,
    port: Number(url.port) || (https ? 443 : 80),
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    tls: https,
  };
  const connectTimer = AbortSignal.timeout(hop.connectTimeoutMs);
  const signal = AbortSignal.any([hop.signal, connectTimer]);
  try {
    const socket = await abortable(hop.connect(target, signal), signal, (late) => late.destroy());
    return { ok: true, value: socket };
  } catch (error) {
    if (hop.signal.aborted) return { ok: false, error: fetchError('timeout', hop.timeoutMessage) };
    if (connectTimer.aborted) {
      const seconds = hop.connectTimeoutMs / 1000;
      return {
        ok: false,
        error: fetchError('timeout', `Could not connect to ${where} within ${seconds} s.`),
      };
    }
    return { ok: false, error: networkError(error, where) };
  }
}

/**
 * Sends one GET (no redirect handling) over a connection opened by `hop.connect` to the
 * checked address, with `Host` and TLS server name taken from the URL. Resolves when the
 * response head arrives.
 */
export async function httpGet(hop: HopRequest): Promise<Result<HopResponse, FetchError>> {
  const where = serverName(hop.url);
  const opened = await open(hop, where);
  if (!opened.ok) return opened;
  const socket = opened.value;
  // Errors reach us through the request; this keeps a late one from crashing the process.
  socket.on('error', () => {});

  return new Promise((resolve) => {
    let settled = false;
    const close = () => {
      hop.signal.removeEventListener('abort', onAbort);
      req.destroy();
      socket.destroy();
    };
    const settle = (result: Result<HopResponse, FetchError>) => {
      if (settled) return;
      settled = true;
      if (!result.ok) close();
      resolve(result);
    };
    const onAbort = () => {
      settle({ ok: false, error: fetchError('timeout', hop.timeoutMessage) });
      close();
    };
    const req = request({
      method: 'GET',
      path: `${hop.url.pathname}${hop.url.search}`,
      headers: {
        host: hop.url.host,
        'user-agent': hop.userAgent,
        accept: hop.accept,
        'accept-encoding': ACCEPT_ENCODING,
      },
      createConnection: () => socket,
    });
    req.once('response', (res) => {
      settle({
        ok: true,
        value: {
          statusCode: res.statusCode ?? 0,
          headers: collectHeaders(res.rawHeaders),
          body: res,
          close,
        },
      });
    });
    req.on('error', (error) => {
      if (hop.signal.aborted) onAbort();
      else settle({ ok: false, error: networkError(error, where) });
    });
    if (hop.signal.aborted) onAbort();
    else hop.signal.addEventListener('abort', onAbort, { once: true });
    req.end();
  });
}
