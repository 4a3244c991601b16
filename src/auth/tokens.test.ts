import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const settings = { secret: SECRET, issuer: 'http://127.0.0.1:8787/auth/v1', expiryS: 3600 };
const subject = {
  userId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  email: 'a@example.com',
  sessionId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  userMetadata: { name: 'A' },
};
const NOW = new Date('2030-01-01T00:00:00Z');

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('access tokens', () => {
  it('carry the claims supabase-js and PostgREST read, and verify', async () => {
    const { token, claims } = await signAccessToken(subject, settings, NOW);
    expect(claims).toEqual({
      iss: settings.issuer,
      sub: subject.userId,
      aud: 'authenticated',
      role: 'authenticated',
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 3600,
      email: 'a@example.com',
      session_id: subject.sessionId,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'A' },
      is_anonymous: false,
    });
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await verifyAccessToken(token, SECRET, NOW)).toEqual({ ok: true, claims });
  });

  it('refuses an expired token as expired', async () => {
    const { token } = await signAccessToken(subject, settings, NOW);
    const later = new Date(NOW.getTime() + 3601_000);
    expect(await verifyAccessToken(token, SECRET, later)).toEqual({
      ok: false,
      reason: 'expired',
      message: 'JWT expired',
    });
  });

  it('refuses another secret, alg none, a tampered payload and garbage as invalid', async () => {
    const { token } = await signAccessToken(subject, settings, NOW);
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = [
      (await signAccessToken(subject, { ...settings, secret: `${SECRET}-other` }, NOW)).token,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${head}.${b64({ ...claims, sub: '11111111-2222-4333-8444-555555555555' })}.${signature}`,
      'not-a-jwt',
      `${head}.${payload}`,
    ];
    for (const bad of forged) {
      const result = await verifyAccessToken(bad, SECRET, NOW);
      expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a validly signed token whose role is not authenticated', async () => {
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ role: 'service_role', session_id: subject.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject.userId)
      .setAudience('authenticated')
      .setExpirationTime(NOW.getTime() / 1000 + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyAccessToken(token, SECRET, NOW)).toMatchObject({ reason: 'invalid' });
  });
});
