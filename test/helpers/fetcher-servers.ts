import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import type { Connector, ConnectTarget } from '../../src/fetcher/connect.ts';
import type { ResolvedAddress, Resolver } from '../../src/fetcher/resolve.ts';

/** A real HTTP server on 127.0.0.1 that counts connections and requests. */
export interface TestServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Every request, in order: path with query, and headers. */
  requests: { path: string; headers: IncomingMessage['headers'] }[];
  connections: () => number;
  close: () => Promise<void>;
}

/** Starts an HTTP server on a free loopback port. */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    port: address.port,
    base: `http://127.0.0.1:${address.port}`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A TCP listener on 127.0.0.1 that records and drops every connection: the SSRF trap. */
export interface Trap {
  port: number;
  accepted: () => number;
  close: () => Promise<void>;
}

/** Starts a {@link Trap}. */
export async function startTrap(): Promise<Trap> {
  let accepted = 0;
  const server = createNetServer((socket) => {
    accepted += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    port: address.port,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A connector that only ever opens loopback connections, and records what was asked. */
export interface RoutingConnector {
  connect: Connector;
  /** Every target the fetcher asked for, in order. */
  targets: ConnectTarget[];
}

/**
 * Routes "public" test addresses to loopback servers (`routes`: address → loopback port)
 * and sends every other address to the trap's port. The address under test is recorded
 * but never connected to, so a broken guard shows up as a trap connection and a recorded
 * target, without a packet leaving the machine.
 */
export function routingConnector(
  routes: Record<string, number>,
  trapPort: number,
): RoutingConnector {
  const targets: ConnectTarget[] = [];
  const connector: Connector = (target, signal) =>
    new Promise((resolve, reject) => {
      targets.push(target);
      const socket = connect({ host: '127.0.0.1', port: routes[target.address] ?? trapPort });
      socket.once('connect', () => resolve(socket));
      socket.once('error', reject);
      signal.addEventListener('abort', () => socket.destroy(), { once: true });
    });
  return { connect: connector, targets };
}

/** A resolver over a fixed table that counts lookups; unknown names fail with ENOTFOUND. */
export interface FakeResolver {
  resolve: Resolver;
  calls: string[];
}

/**
 * Builds a {@link FakeResolver}. A table entry is either a list of addresses or a function of
 * the call number (1, 2, …) for that name, to script rebinding.
 */
export function fakeResolver(
  table: Record<string, string[] | ((call: number) => string[])>,
): FakeResolver {
  const calls: string[] = [];
  const resolve: Resolver = async (hostname) => {
    calls.push(hostname);
    const entry = table[hostname];
    if (entry === undefined) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    const call = calls.filter((name) => name === hostname).length;
    const addresses = typeof entry === 'function' ? entry(call) : entry;
    return addresses.map(
      (address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }),
    );
  };
  return { resolve, calls };
}
