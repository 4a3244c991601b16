import { type AuthKeys, resolveKeys } from '../../src/auth/keys.ts';
import type { AppDeps } from '../../src/http/app.ts';
import type { Store } from '../../src/store/types.ts';
import { type RunningApp, startApp } from './start-app.ts';
import { openTestStore } from './test-store.ts';

/** The whole app with its data interface, over a fresh test store, on a loopback port. */
export interface RunningDataApp extends RunningApp {
  store: Store;
  keys: AuthKeys;
  /** Settings that point another process at the same data (see `openTestStore`). */
  env: Record<string, string>;
  /** Calls `path` with the publishable key as `apikey` (and `token` as Bearer when given). */
  call(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
}

/**
 * Starts the app with a fresh store (in-memory PGlite, or a fresh schema on PostgreSQL when
 * `DATABASE_URL` is set) and its keys; public and sign-in rate limits are off unless `env`
 * sets them. `close()` stops the app and disposes of the store.
 */
export async function startDataApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'config' | 'store' | 'keys'> = {},
): Promise<RunningDataApp> {
  const test = await openTestStore();
  const keys = await resolveKeys(test.store);
  const running = await startApp(
    { AUTH_RATE_LIMIT_RPM: '0', AUTH_ACCOUNT_LIMIT_PER_HOUR: '0', ...env },
    { ...deps, store: test.store, keys },
  );
  return {
    ...running,
    store: test.store,
    keys,
    env: test.env,
    call(path, init = {}) {
      const { token, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (!headers.has('apikey')) headers.set('apikey', keys.publishableKey);
      if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return fetch(`${running.base}${path}`, {
        ...rest,
        headers,
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    },
    async close() {
      await running.close();
      await test.dispose();
    },
  };
}
