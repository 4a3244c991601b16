import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { isIP, connect as netConnect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import type { Connector } from '../../src/fetcher/index.ts';

/** A self-signed certificate for `localhost` and 127.0.0.1 (made with openssl). */
export interface TestCertificate {
  key: string;
  cert: string;
}

/** True when `openssl` can be run (it makes the test certificate). */
export function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Makes a one-day self-signed certificate for localhost in a temporary folder. */
export function makeCertificate(): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'sitelens-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A TLS-terminating proxy in front of a plain-http server, as a deployment puts one. */
export interface TlsFront {
  /** `https://localhost:<port>` */
  base: string;
  close(): Promise<void>;
}

/** Serves `https://localhost:<port>/…` by forwarding every request to `upstream` (http). */
export async function startTlsFront(
  upstream: string,
  certificate: TestCertificate,
): Promise<TlsFront> {
  const target = new URL(upstream);
  const server: Server = createServer(certificate, (req, res) => {
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    base: `https://localhost:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The fetcher's direct connection, trusting `certificate` as well (so the audit can fetch
 * the test's https front). Everything else is as `directConnect`: the checked address only.
 */
export function trustingConnector(certificate: TestCertificate): Connector {
  return (target, signal) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = target.tls
        ? tlsConnect({
            host: target.address,
            port: target.port,
            ALPNProtocols: ['http/1.1'],
            ca: certificate.cert,
            ...(isIP(target.hostname) === 0 ? { servername: target.hostname } : {}),
          })
        : netConnect({ host: target.address, port: target.port });
      const onAbort = () => {
        socket.destroy();
        reject(signal.reason);
      };
      socket.once('error', reject);
      socket.once(target.tls ? 'secureConnect' : 'connect', () => {
        signal.removeEventListener('abort', onAbort);
        socket.removeListener('error', reject);
        resolve(socket);
      });
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
}
