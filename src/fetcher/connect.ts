import { isIP, connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** Where to open a connection: an address that already passed the policy. */
export interface ConnectTarget {
  /** The checked IP address; the connection goes here and nowhere else. */
  address: string;
  family: number;
  port: number;
  /** The URL's host name: TLS server name (SNI) and certificate check, never looked up. */
  hostname: string;
  tls: boolean;
}

/**
 * Opens a connection (TCP, plus the TLS handshake for https) and resolves once it is ready
 * for the request. Injectable: tests pass one that records targets and connects to a
 * loopback listener instead, so no packet ever goes to the address under test.
 */
export type Connector = (target: ConnectTarget, signal: AbortSignal) => Promise<Socket>;

/**
 * The default {@link Connector}: connects to `target.address` itself (an IP, so Node does no
 * DNS lookup), with TLS server name and certificate verification for `target.hostname`.
 */
export const directConnect: Connector = (target, signal) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = target.tls
      ? tlsConnect({
          host: target.address,
          port: target.port,
          ALPNProtocols: ['http/1.1'],
          // SNI takes names only; for an IP-literal URL the certificate is checked against the IP.
          ...(isIP(target.hostname) === 0 ? { servername: target.hostname } : {}),
        })
      : netConnect({ host: target.address, port: target.port, family: target.family });
    const onAbort = () => {
      cleanup();
      socket.destroy();
      reject(signal.reason);
    };
    const cleanup = () => {
      signal.removeEventListener('abort', onAbort);
      socket.removeListener('error', onError);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    socket.once('error', onError);
    socket.once(target.tls ? 'secureConnect' : 'connect', () => {
      cleanup();
      resolve(socket);
    });
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
