import Fastify, { type FastifyInstance } from 'fastify';
import { createAuthenticate } from '../../src/auth/authenticate.ts';
import { type AuthKeys, resolveKeys } from '../../src/auth/keys.ts';
import { signAccessToken } from '../../src/auth/tokens.ts';
import { restRoutes } from '../../src/rest/rest-plugin.ts';
import type { Store } from '../../src/store/types.ts';
import { openTestStore, type TestStore } from './test-store.ts';

/** A signed-in test user: id and an access token. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** The data interface on a real port, over a fresh store, with helpers to call it. */
export interface RestServer {
  app: FastifyInstance;
  store: Store;
  keys: AuthKeys;
  base: string;
  /** Creates a user in the store and signs an access token for it. */
  user(email: string): Promise<TestUser>;
  /** Calls `/rest/v1<path>` as `user` (apikey + Bearer), JSON body when given. */
  call(
    user: TestUser | null,
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; body?: unknown },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts `/rest/v1` alone (the plugin, the auth check, a fresh test store: PGlite in memory,
 * or a fresh schema on PostgreSQL when DATABASE_URL is set) on a loopback port.
 */
export async function startRestServer(): Promise<RestServer> {
  const test: TestStore = await openTestStore();
  const store = test.store;
  const keys = await resolveKeys(store);
  const app = Fastify({ logger: false });
  app.register(restRoutes, {
    prefix: '/rest/v1',
    store,
    authenticate: createAuthenticate({ keys }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const base = `http://127.0.0.1:${address.port}`;

  return {
    app,
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
    async close() {
      await app.close();
      await test.dispose();
    },
  };
}
