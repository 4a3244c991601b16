import { errors, jwtVerify, SignJWT } from 'jose';
import type { Claims } from '../store/types.ts';

/** What an access token says about its user and session. */
export interface TokenSubject {
  userId: string;
  email: string;
  sessionId: string;
  userMetadata: Record<string, unknown>;
}

/** The signing side of access tokens. */
export interface TokenSettings {
  /** HS256 secret (`JWT_SECRET`). */
  secret: string;
  /** `iss` claim, `<public URL>/auth/v1` as GoTrue writes it. */
  issuer: string;
  /** Lifetime, seconds (`JWT_EXPIRY_S`). */
  expiryS: number;
}

/** `app_metadata` of every account: email and password is the only sign-in method. */
export const APP_METADATA = Object.freeze({ provider: 'email', providers: ['email'] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs an access token (JWT, HS256) with the claims supabase-js and PostgREST expect. */
export async function signAccessToken(
  subject: TokenSubject,
  settings: TokenSettings,
  now: Date,
): Promise<{ token: string; claims: Claims }> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: Claims = {
    iss: settings.issuer,
    sub: subject.userId,
    aud: 'authenticated',
    exp: iat + settings.expiryS,
    iat,
    email: subject.email,
    role: 'authenticated',
    session_id: subject.sessionId,
    app_metadata: { ...APP_METADATA },
    user_metadata: subject.userMetadata,
    is_anonymous: false,
  };
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretKey(settings.secret));
  return { token, claims };
}

/** Why a token was refused: `expired` (PostgREST `PGRST303`) or `invalid` (`PGRST301`). */
export type TokenProblem = { reason: 'expired' | 'invalid'; message: string };

/** The result of {@link verifyAccessToken}. */
export type VerifiedToken = { ok: true; claims: Claims } | ({ ok: false } & TokenProblem);

function invalid(message: string): VerifiedToken {
  return { ok: false, reason: 'invalid', message };
}

/**
 * Verifies an access token: three parts, HS256 only (`alg: none` and every other algorithm
 * are refused), signature by `secret`, not expired at `now`, `aud` and `role` both
 * `authenticated`, and a user id and session id that look right.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): Promise<VerifiedToken> {
  const parts = token.split('.').length;
  if (parts !== 3) return invalid(`Expected 3 parts in JWT; got ${parts}`);
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      audience: 'authenticated',
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'session_id'],
    });
    if (
      payload.role !== 'authenticated' ||
      typeof payload.sub !== 'string' ||
      !UUID.test(payload.sub) ||
      typeof payload.session_id !== 'string' ||
      !UUID.test(payload.session_id)
    ) {
      return invalid('JWT claims are not those of a signed-in user');
    }
    return { ok: true, claims: payload as unknown as Claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    }
    if (error instanceof errors.JWTClaimValidationFailed) {
      return invalid(`JWT claim "${error.claim}" is not valid`);
    }
    if (error instanceof errors.JOSEError) return invalid('JWT cryptographic operation failed');
    return invalid('JWT could not be decoded');
  }
}
