import { connect, createServer, type Server, type Socket } from 'node:net';

/** A loopback TCP proxy to a local service that a test can cut, restore or freeze. */
export interface TcpProxy {
  port: number;
  /** `redis://127.0.0.1:<port>` style address with the given scheme. */
  url(scheme: string): string;
  /** Stops listening and drops every connection: the service looks down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** While frozen, connections stay open but nothing passes: the service looks hung. */
  freeze(frozen: boolean): void;
  close(): Promise<void>;
}

/** Starts a proxy on a free loopback port to `127.0.0.1:targetPort`. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let frozen = false;
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
    const end = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  const listen = (port: number): Promise<void> =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const port = address.port;
  const stop = async (): Promise<void> => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    stop,
    start: () => listen(port),
    freeze(value) {
      frozen = value;
    },
    close: async () => {
      if (server.listening) await stop();
    },
  };
}

/** A loopback port with nothing listening on it (bound, read, released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}
