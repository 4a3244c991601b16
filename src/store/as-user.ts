import type { Claims, Sql } from './types.ts';

/**
 * First statement of a signed-in transaction: switch to the `authenticated` role and publish
 * the caller's claims, both local to the transaction (as PostgREST does), in one round trip.
 * The connecting role (a superuser in PGlite) bypasses row-level security; `authenticated`
 * does not, so from here on the policies decide which rows exist.
 */
export const BECOME_USER_SQL =
  "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)";

/** Runs {@link BECOME_USER_SQL} with `claims` on an open transaction. */
export async function becomeUser(sql: Sql, claims: Claims): Promise<void> {
  await sql.query(BECOME_USER_SQL, [JSON.stringify(claims)]);
}

/** A schema name safe to put in `search_path` unquoted: lower-case letters, digits, `_`. */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Throws when `schema` is not a plain identifier ({@link SCHEMA_NAME}). */
export function checkSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(
      `Schema "${schema}" is not a plain identifier (lower-case letters, digits and _).`,
    );
  }
  return schema;
}
