import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../store/types.ts';

/** sha256 hex of a refresh token: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque refresh token: 32 random bytes, base64url (256 bits). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

async function issueRefreshToken(
  sql: Sql,
  sessionId: string,
  parent: string | null,
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  await sql.query(
    'insert into refresh_tokens (token_hash, session_id, parent, created_at) values ($1, $2, $3, $4)',
    [hashToken(token), sessionId, parent, now],
  );
  return token;
}

/** Starts a session for `userId` with its first refresh token. */
export async function startSession(
  sql: Sql,
  userId: string,
  now: Date,
): Promise<{ sessionId: string; refreshToken: string }> {
  const { rows } = await sql.query<{ id: string }>(
    'insert into sessions (user_id, created_at) values ($1, $2) returning id',
    [userId, now],
  );
  const sessionId = rows[0]?.id;
  if (sessionId === undefined) throw new Error('startSession: no session row');
  return { sessionId, refreshToken: await issueRefreshToken(sql, sessionId, null, now) };
}

/** The outcome of {@link rotateRefreshToken}. */
export type Rotation =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used' };

/**
 * Exchanges a refresh token for a new one (rotation). The presented token is locked, marked
 * used, and its child issued in the caller's transaction. A token that was already used (or
 * revoked) is a replay — someone holds a copy — so the whole session is revoked and the
 * answer is `refresh_token_already_used`. Unknown tokens and revoked sessions are
 * `refresh_token_not_found`. Failures are returned, not thrown, so the revocation commits.
 */
export async function rotateRefreshToken(sql: Sql, token: string, now: Date): Promise<Rotation> {
  const hash = hashToken(token);
  const { rows } = await sql.query<{
    session_id: string;
    user_id: string;
    used_at: Date | null;
    revoked_at: Date | null;
    session_revoked_at: Date | null;
  }>(
    `select t.session_id, s.user_id, t.used_at, t.revoked_at, s.revoked_at as session_revoked_at
       from refresh_tokens t join sessions s on s.id = t.session_id
      where t.token_hash = $1
      for update of t, s`,
    [hash],
  );
  const row = rows[0];
  if (row === undefined || row.session_revoked_at !== null) {
    return { ok: false, code: 'refresh_token_not_found' };
  }
  if (row.used_at !== null || row.revoked_at !== null) {
    await revokeSessions(sql, { sessionIds: [row.session_id] }, now);
    return { ok: false, code: 'refresh_token_already_used' };
  }
  await sql.query('update refresh_tokens set used_at = $2 where token_hash = $1', [hash, now]);
  await sql.query('update sessions set refreshed_at = $2 where id = $1', [row.session_id, now]);
  const refreshToken = await issueRefreshToken(sql, row.session_id, hash, now);
  return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken };
}

/** Revokes sessions (and their refresh tokens) by id. */
export async function revokeSessions(
  sql: Sql,
  which: { sessionIds: string[] },
  now: Date,
): Promise<void> {
  if (which.sessionIds.length === 0) return;
  await sql.query(
    'update sessions set revoked_at = $2 where id = any($1::uuid[]) and revoked_at is null',
    [which.sessionIds, now],
  );
  await sql.query(
    'update refresh_tokens set revoked_at = $2 where session_id = any($1::uuid[]) and revoked_at is null',
    [which.sessionIds, now],
  );
}

/**
 * Signs out: `local` ends the current session, `global` every session of the user, `others`
 * every session but the current one.
 */
export async function signOut(
  sql: Sql,
  who: { userId: string; sessionId: string },
  scope: 'global' | 'local' | 'others',
  now: Date,
): Promise<void> {
  if (scope === 'local') {
    await revokeSessions(sql, { sessionIds: [who.sessionId] }, now);
    return;
  }
  const { rows } = await sql.query<{ id: string }>(
    `select id from sessions where user_id = $1 and revoked_at is null
        and ($2::uuid is null or id <> $2::uuid)`,
    [who.userId, scope === 'others' ? who.sessionId : null],
  );
  await revokeSessions(sql, { sessionIds: rows.map((row) => row.id) }, now);
}

/** Whether the session exists and has not been revoked. */
export async function isSessionLive(sql: Sql, sessionId: string): Promise<boolean> {
  const { rows } = await sql.query('select 1 from sessions where id = $1 and revoked_at is null', [
    sessionId,
  ]);
  return rows.length > 0;
}
