import type { FastifyInstance } from 'fastify';
import type { AuthKeys } from '../../src/auth/keys.ts';
import { signAccessToken } from '../../src/auth/tokens.ts';
import type { Store } from '../../src/store/types.ts';
import { startDataApp } from './start-data-app.ts';

/** A signed-in test user: id and an access token. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** The whole app on a real port over a fresh store, with helpers to call `/rest/v1`. */
export interface RestServer {
  app: FastifyInstance;
  store: Store;
  keys: AuthKeys;
  base: string;
  /** Creates a user in the store and signs an access token for it (no password hashing). */
  user(email: string): Promise<TestUser>;
  /** Calls `/rest/v1<path>` as `user` (apikey + Bearer; `null`: anonymous), JSON body when given. */
  call(
    user: TestUser | null,
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; body?: unknown },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the app with its data interface (a fresh test store: PGlite in memory, or a fresh
 * schema on PostgreSQL when DATABASE_URL is set) on a loopback port, for /rest/v1 tests.
 */
export async function startRestServer(): Promise<RestServer> {
  const running = await startDataApp();
  const { store, keys, base } = running;
  return {
    app: running.app,
    store,
    keys,
    base,
    async user(email) {
      const { rows } = await store.asService((sql) =>
        sql.query<{ id: string }>(
          "insert into users (email, password_hash) values ($1, 'not-a-hash') returning id",
          [email],
        ),
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('no user');
      const { token } = await signAccessToken(
        { userId: id, email, sessionId: crypto.randomUUID(), userMetadata: {} },
        { secret: keys.jwtSecret, issuer: `${base}/auth/v1`, expiryS: 3600 },
        new Date(),
      );
      return { id, email, token };
    },
    call(user, method, path, options = {}) {
      const headers: Record<string, string> = {
        apikey: keys.publishableKey,
        authorization: `Bearer ${user === null ? keys.publishableKey : user.token}`,
        ...options.headers,
      };
      if (options.body !== undefined) headers['content-type'] ??= 'application/json';
      return fetch(`${base}/rest/v1${path}`, {
        method,
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    },
    close: () => running.close(),
  };
}
