import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/tokens.ts';
import { json } from './helpers/start-app.ts';
import { type RunningDataApp, startDataApp } from './helpers/start-data-app.ts';

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Done-when 3: every bad key or token is refused with 401 on /rest/v1 and /api/analyze. */
describe('bad credentials and keys on the signed-in endpoints', () => {
  let server: RunningDataApp;
  let token: string;
  let forged: Record<string, string>;
  let expired: string;

  beforeAll(async () => {
    server = await startDataApp();
    const res = await server.call('/auth/v1/signup', {
      method: 'POST',
      json: { email: 'keys@example.com', password: 'correct horse battery' },
    });
    const session = await json(res);
    token = session.access_token;
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const subject = {
      userId: claims.sub,
      email: claims.email,
      sessionId: claims.session_id,
      userMetadata: {},
    };
    const settings = { secret: server.keys.jwtSecret, issuer: claims.iss, expiryS: 3600 };
    forged = {
      'signed with another secret': (
        await signAccessToken(
          subject,
          { ...settings, secret: 'another-secret-another-secret-0123456789' },
          new Date(),
        )
      ).token,
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'tampered payload': `${head}.${b64({ ...claims, sub: '11111111-2222-4333-8444-555555555555' })}.${signature}`,
      'not a JWT': 'garbage',
    };
    expired = (await signAccessToken(subject, settings, new Date(Date.now() - 7_200_000))).token;
  });
  afterAll(() => server?.close());

  const targets: { name: string; path: string; init: { method?: string; json?: unknown } }[] = [
    { name: 'GET /rest/v1/saved_reports', path: '/rest/v1/saved_reports?select=*', init: {} },
    {
      name: 'POST /api/analyze/domain',
      path: '/api/analyze/domain',
      init: { method: 'POST', json: { domain: 'bestcoffee.com' } },
    },
  ];

  for (const target of targets) {
    describe(target.name, () => {
      it('works with the publishable key and a valid token', async () => {
        const res = await server.call(target.path, { ...target.init, token });
        expect(res.status).toBe(200);
      });

      it('refuses a missing or wrong apikey with 401 and the gateway’s message', async () => {
        const missing = await server.call(target.path, {
          ...target.init,
          token,
          headers: { apikey: '' },
        });
        expect(missing.status).toBe(401);
        expect(await json(missing)).toEqual({
          message: 'No API key found in request',
          hint: expect.any(String),
        });
        const wrong = await server.call(target.path, {
          ...target.init,
          token,
          headers: { apikey: 'sb_publishable_not_the_key_000' },
        });
        expect(wrong.status).toBe(401);
        expect(await json(wrong)).toMatchObject({ message: 'Invalid API key' });
      });

      it('refuses no Bearer and the publishable key as Bearer with 401', async () => {
        for (const bearer of [undefined, server.keys.publishableKey]) {
          const res = await server.call(target.path, {
            ...target.init,
            ...(bearer === undefined ? {} : { token: bearer }),
          });
          expect(res.status).toBe(401);
          expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
        }
      });

      it('refuses an expired token with 401 and WWW-Authenticate invalid_token', async () => {
        const res = await server.call(target.path, { ...target.init, token: expired });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe(
          'Bearer error="invalid_token", error_description="JWT expired"',
        );
        const body = await json(res);
        if (target.path.startsWith('/rest/')) {
          expect(body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
        } else {
          expect(body.error).toMatchObject({
            code: 'unauthorized',
            message: expect.stringMatching(/JWT expired/),
          });
        }
      });

      it('refuses forged tokens (other secret, alg none, tampered payload, garbage) with 401', async () => {
        for (const [name, bad] of Object.entries(forged)) {
          const res = await server.call(target.path, { ...target.init, token: bad });
          expect(res.status, name).toBe(401);
          expect(res.headers.get('www-authenticate'), name).toMatch(
            /^Bearer error="invalid_token"/,
          );
          const body = await json(res);
          if (target.path.startsWith('/rest/')) expect(body.code, name).toBe('PGRST301');
          else expect(body.error.code, name).toBe('unauthorized');
        }
      });
    });
  }

  it('counts no quota for refused requests', async () => {
    const res = await server.call('/rest/v1/rpc/usage_summary', {
      method: 'POST',
      json: {},
      token,
    });
    expect(await json(res)).toEqual({ plan: 'free', limit: 10, used: 1, remaining: 9 });
  });
});
