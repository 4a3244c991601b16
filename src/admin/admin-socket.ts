import { chmod, unlink } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import type { Plan } from '../store/quota.ts';
import type { AdminOps } from './admin-ops.ts';

/** The admin socket's file inside `DATA_DIR`. */
export const ADMIN_SOCKET = 'admin.sock';

/** Longest Unix socket path most systems accept. */
const MAX_SOCKET_PATH = 100;

/** One request on the admin socket (one JSON line per connection). */
export type AdminRequest =
  | { op: 'users.list' }
  | { op: 'users.setPlan'; email: string; plan: Plan }
  | { op: 'keys' };

type AdminResponse = { ok: true; result: unknown } | { ok: false; error: string };

/** The admin socket path of a data directory, or null when it would be too long. */
export function adminSocketPath(dataDir: string): string | null {
  const path = join(dataDir, ADMIN_SOCKET);
  return path.length <= MAX_SOCKET_PATH ? path : null;
}

async function answer(ops: AdminOps, line: string): Promise<AdminResponse> {
  try {
    const request = JSON.parse(line) as AdminRequest;
    switch (request.op) {
      case 'users.list':
        return { ok: true, result: await ops.listUsers() };
      case 'users.setPlan':
        return { ok: true, result: await ops.setPlan(String(request.email), request.plan) };
      case 'keys':
        return { ok: true, result: await ops.keys() };
      default:
        return { ok: false, error: 'unknown operation' };
    }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'failed' };
  }
}

/**
 * Serves {@link AdminOps} on a Unix socket in `DATA_DIR` (mode 0600: only the account that
 * runs the server, which can read the database files anyway, may connect). PGlite can be
 * opened by one process only, so this is how `sitelens users …` and `sitelens keys` reach
 * the data while the server runs.
 *
 * @returns a function that closes the socket, or null when the path is too long.
 */
export async function serveAdminSocket(
  dataDir: string,
  ops: AdminOps,
): Promise<(() => Promise<void>) | null> {
  const path = adminSocketPath(dataDir);
  if (path === null) return null;
  await unlink(path).catch(() => {});
  const server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 65_536) socket.destroy();
      const end = buffer.indexOf('\n');
      if (end === -1) return;
      void answer(ops, buffer.slice(0, end)).then((response) =>
        socket.end(`${JSON.stringify(response)}\n`),
      );
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** Sends one request to a running server's admin socket and returns its result. */
export function callAdminSocket(dataDir: string, request: AdminRequest): Promise<unknown> {
  const path = adminSocketPath(dataDir);
  if (path === null) return Promise.reject(new Error('The data directory path is too long.'));
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const response = JSON.parse(buffer) as AdminResponse;
        if (response.ok) resolve(response.result);
        else reject(new Error(response.error));
      } catch {
        reject(new Error('The server answered the admin request with something unreadable.'));
      }
    });
  });
}
