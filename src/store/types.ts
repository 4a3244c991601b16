/**
 * The store's contract, shared by auth, the /rest/v1 data interface and the signed-in
 * analyses. One schema, two backends (PGlite embedded, PostgreSQL server).
 */

/** JWT claims of a signed-in user, as set in `request.jwt.claims` for row-level security. */
export interface Claims {
  sub: string;
  role: 'authenticated';
  email: string;
  session_id: string;
  aud: 'authenticated';
  iss: string;
  exp: number;
  iat: number;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
}

/** A connection or transaction: parameterised SQL only (`$1`, `$2` …). */
export interface Sql {
  query<T = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<{ rows: T[]; affectedRows: number }>;
}

export interface Store {
  /** `pglite` or `postgres`. */
  readonly backend: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction as the `authenticated` role with `request.jwt.claims` set
   * (SET LOCAL ROLE + set_config(..., true)), so row-level security applies; commits when
   * `fn` resolves, rolls back when it throws.
   */
  asUser<T>(claims: Claims, fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction as the owner (no RLS): auth, admin, quota bookkeeping. */
  asService<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** Cheap liveness probe (`select 1`). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
