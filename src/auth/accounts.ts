import type { Sql } from '../store/types.ts';
import { APP_METADATA } from './tokens.ts';

/** A `users` row. */
export interface Account {
  id: string;
  email: string;
  password_hash: string;
  plan: 'free' | 'pro';
  user_metadata: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
}

/** The user object of GoTrue's responses, as supabase-js reads it. */
export interface UserJson {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  phone: string;
  email_confirmed_at: string;
  confirmed_at: string;
  last_sign_in_at: string | null;
  app_metadata: { provider: string; providers: string[] };
  user_metadata: Record<string, unknown>;
  identities: never[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

const COLUMNS =
  'id, email, password_hash, plan, user_metadata, created_at, updated_at, last_sign_in_at';

/** Emails are compared and stored lower-case, trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A pragmatic address check: one @, something on both sides, a dot in the domain, no spaces. */
export function isEmail(email: string): boolean {
  return email.length <= 320 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email);
}

/**
 * Creates an account (signed up accounts are confirmed at once: there is no mail step).
 *
 * @returns the new account, or null when the email is taken.
 */
export async function insertAccount(
  sql: Sql,
  account: { email: string; passwordHash: string; userMetadata: Record<string, unknown> },
  now: Date,
): Promise<Account | null> {
  const { rows } = await sql.query<Account>(
    `insert into users (email, password_hash, user_metadata, created_at, updated_at)
     values ($1, $2, $3, $4, $4)
     on conflict ((lower(email))) do nothing
     returning ${COLUMNS}`,
    [account.email, account.passwordHash, JSON.stringify(account.userMetadata), now],
  );
  return rows[0] ?? null;
}

/** The account with this email, if any. */
export async function findAccountByEmail(sql: Sql, email: string): Promise<Account | undefined> {
  const { rows } = await sql.query<Account>(
    `select ${COLUMNS} from users where lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}

/** The account with this id, if any. */
export async function findAccountById(sql: Sql, id: string): Promise<Account | undefined> {
  const { rows } = await sql.query<Account>(`select ${COLUMNS} from users where id = $1`, [id]);
  return rows[0];
}

/** Records a sign-in (`last_sign_in_at`) and returns the updated account. */
export async function touchSignIn(sql: Sql, id: string, now: Date): Promise<Account | undefined> {
  const { rows } = await sql.query<Account>(
    `update users set last_sign_in_at = $2 where id = $1 returning ${COLUMNS}`,
    [id, now],
  );
  return rows[0];
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The GoTrue user object of an account. */
export function userJson(account: Account): UserJson {
  const created = iso(account.created_at);
  return {
    id: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    phone: '',
    email_confirmed_at: created,
    confirmed_at: created,
    last_sign_in_at: account.last_sign_in_at === null ? null : iso(account.last_sign_in_at),
    app_metadata: { provider: APP_METADATA.provider, providers: [...APP_METADATA.providers] },
    user_metadata: account.user_metadata,
    identities: [],
    created_at: created,
    updated_at: iso(account.updated_at),
    is_anonymous: false,
  };
}
