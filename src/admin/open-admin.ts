import { resolve } from 'node:path';
import { resolveKeys } from '../auth/keys.ts';
import { type Config, publicBaseUrl } from '../config.ts';
import { lockHolder } from '../store/data-dir-lock.ts';
import { openConfiguredStore } from '../store/open-store.ts';
import type { Plan } from '../store/quota.ts';
import { type AdminOps, createAdminOps, type KeysListing, type UserListing } from './admin-ops.ts';
import { callAdminSocket } from './admin-socket.ts';

function socketOps(dataDir: string): AdminOps {
  return {
    listUsers: () => callAdminSocket(dataDir, { op: 'users.list' }) as Promise<UserListing[]>,
    setPlan: (email: string, plan: Plan) =>
      callAdminSocket(dataDir, { op: 'users.setPlan', email, plan }) as Promise<UserListing | null>,
    keys: () => callAdminSocket(dataDir, { op: 'keys' }) as Promise<KeysListing>,
  };
}

/**
 * Runs `fn` with the admin operations on the configured data: directly on PostgreSQL (any
 * number of processes may connect) or on PGlite when no server holds `DATA_DIR`; through the
 * running server's admin socket when one does (PGlite is single-process).
 */
export async function withAdmin<T>(config: Config, fn: (ops: AdminOps) => Promise<T>): Promise<T> {
  if (config.databaseUrl === undefined) {
    const dataDir = resolve(config.dataDir);
    const holder = await lockHolder(dataDir);
    if (holder !== null) {
      try {
        return await fn(socketOps(dataDir));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ECONNREFUSED') {
          throw new Error(
            `The data directory ${dataDir} is in use by process ${holder}, which does not answer admin requests. Stop it and retry.`,
          );
        }
        throw error;
      }
    }
  }
  const store = await openConfiguredStore(config);
  try {
    const keys = await resolveKeys(store, config);
    return await fn(createAdminOps(store, keys, publicBaseUrl(config)));
  } finally {
    await store.close();
  }
}
