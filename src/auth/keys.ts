import { randomBytes } from 'node:crypto';
import type { Store } from '../store/types.ts';

/** The two secrets of the data interface. */
export interface AuthKeys {
  /** `sb_publishable_…`: identifies the project; safe to ship in a web page. */
  publishableKey: string;
  /** HS256 secret of the access tokens; never leaves the server. */
  jwtSecret: string;
}

/** A new publishable key: `sb_publishable_` and 32 random URL-safe characters. */
export function generatePublishableKey(): string {
  return `sb_publishable_${randomBytes(24).toString('base64url')}`;
}

/** A new JWT secret: 64 random bytes, base64url (512 bits, above HS256's 256-bit minimum). */
export function generateJwtSecret(): string {
  return randomBytes(64).toString('base64url');
}

async function setting(store: Store, key: string, generate: () => string): Promise<string> {
  return store.asService(async (sql) => {
    // First writer wins; every process sharing the database then reads the same value.
    await sql.query('insert into settings (key, value) values ($1, $2) on conflict do nothing', [
      key,
      generate(),
    ]);
    const { rows } = await sql.query<{ value: string }>(
      'select value from settings where key = $1',
      [key],
    );
    const value = rows[0]?.value;
    if (value === undefined) throw new Error(`setting ${key} is missing`);
    return value;
  });
}

/**
 * The keys in use: each one from the configuration when set (`PUBLISHABLE_KEY`,
 * `JWT_SECRET`), else the one generated on the first start and kept in the database's
 * `settings` table, so every process on the same database agrees and restarts keep sessions.
 */
export async function resolveKeys(
  store: Store,
  configured: { publishableKey?: string | undefined; jwtSecret?: string | undefined } = {},
): Promise<AuthKeys> {
  return {
    publishableKey:
      configured.publishableKey ??
      (await setting(store, 'publishable_key', generatePublishableKey)),
    jwtSecret: configured.jwtSecret ?? (await setting(store, 'jwt_secret', generateJwtSecret)),
  };
}
