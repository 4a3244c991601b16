import type { AuthKeys } from '../auth/keys.ts';
import { PLAN_LIMITS, type Plan } from '../store/quota.ts';
import type { Store } from '../store/types.ts';

/** One account, as `sitelens users list` shows it. */
export interface UserListing {
  id: string;
  email: string;
  plan: Plan;
  createdAt: string;
  lastSignInAt: string | null;
}

/** What `sitelens keys` prints. */
export interface KeysListing {
  dataApiUrl: string;
  publishableKey: string;
}

/** The administrative operations, the same whether run in the CLI or inside the server. */
export interface AdminOps {
  listUsers(): Promise<UserListing[]>;
  /** @returns the account after the change, or null when no account has this email. */
  setPlan(email: string, plan: Plan): Promise<UserListing | null>;
  keys(): Promise<KeysListing>;
}

/** Whether `value` names a plan. */
export function isPlan(value: string): value is Plan {
  return Object.hasOwn(PLAN_LIMITS, value);
}

interface UserRow {
  id: string;
  email: string;
  plan: Plan;
  created_at: Date;
  last_sign_in_at: Date | null;
}

function listing(row: UserRow): UserListing {
  return {
    id: row.id,
    email: row.email,
    plan: row.plan,
    createdAt: new Date(row.created_at).toISOString(),
    lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
  };
}

/** Builds {@link AdminOps} over an open store. */
export function createAdminOps(store: Store, keys: AuthKeys, dataApiUrl: string): AdminOps {
  return {
    async listUsers() {
      const { rows } = await store.asService((sql) =>
        sql.query<UserRow>(
          'select id, email, plan, created_at, last_sign_in_at from users order by created_at, email',
        ),
      );
      return rows.map(listing);
    },
    async setPlan(email, plan) {
      const { rows } = await store.asService((sql) =>
        sql.query<UserRow>(
          `update users set plan = $2, updated_at = now() where lower(email) = lower($1)
           returning id, email, plan, created_at, last_sign_in_at`,
          [email.trim(), plan],
        ),
      );
      return rows[0] === undefined ? null : listing(rows[0]);
    },
    async keys() {
      return { dataApiUrl, publishableKey: keys.publishableKey };
    },
  };
}
