import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Store } from '../store/types.ts';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  isEmail,
  normaliseEmail,
  touchSignIn,
} from './accounts.ts';
import { GoTrueError, invalidCredentials } from './gotrue-error.ts';
import { issueSession } from './issue-session.ts';
import { checkPassword, hashPassword, verifyPassword } from './passwords.ts';
import { rotateRefreshToken, startSession } from './sessions.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import type { TokenSettings } from './tokens.ts';

/** What the sign-up and token routes need. */
export interface TokenRoutesOptions {
  store: Store;
  tokens: TokenSettings;
  clock: () => Date;
  limits: SignInLimits;
}

/** Largest `data` (user metadata) accepted at sign-up, bytes of JSON. */
const MAX_METADATA_BYTES = 16_384;

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function credentials(request: FastifyRequest): { email: string; password: string } {
  const body = bodyOf(request);
  const { email, password } = body;
  if (typeof email !== 'string' || typeof password !== 'string' || password === '') {
    throw new GoTrueError(400, 'validation_failed', 'An email and a password are required.');
  }
  const normalised = normaliseEmail(email);
  if (!isEmail(normalised)) {
    throw new GoTrueError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return { email: normalised, password };
}

function metadata(request: FastifyRequest): Record<string, unknown> {
  const data = bodyOf(request).data;
  if (data === undefined || data === null) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new GoTrueError(
      400,
      'validation_failed',
      '`data` (user metadata) must be a JSON object.',
    );
  }
  if (Buffer.byteLength(JSON.stringify(data)) > MAX_METADATA_BYTES) {
    throw new GoTrueError(
      400,
      'validation_failed',
      `\`data\` must be at most ${MAX_METADATA_BYTES} bytes of JSON.`,
    );
  }
  return data as Record<string, unknown>;
}

/** `POST /signup` and `POST /token?grant_type=password|refresh_token`. */
export function tokenRoutes(app: FastifyInstance, options: TokenRoutesOptions): void {
  const { store, tokens, clock, limits } = options;

  app.post('/signup', async (request, reply) => {
    await limits.countIp(request);
    const { email, password } = credentials(request);
    const userMetadata = metadata(request);
    const weak = checkPassword(password);
    if (weak !== null) {
      throw new GoTrueError(422, 'weak_password', weak.message, {
        weak_password: { reasons: [weak.reason], message: weak.message },
      });
    }
    const passwordHash = await hashPassword(password);
    const now = clock();
    const created = await store.asService(async (sql) => {
      const account = await insertAccount(sql, { email, passwordHash, userMetadata }, now);
      if (account === null) return null;
      const signedIn = (await touchSignIn(sql, account.id, now)) ?? account;
      return { account: signedIn, session: await startSession(sql, account.id, now) };
    });
    if (created === null) {
      throw new GoTrueError(422, 'user_already_exists', 'User already registered');
    }
    reply.header('cache-control', 'no-store');
    return issueSession(created.account, created.session, tokens, now);
  });

  app.post('/token', async (request, reply) => {
    const grant = (request.query as Record<string, unknown>).grant_type;
    reply.header('cache-control', 'no-store');
    if (grant === 'password') {
      await limits.countIp(request);
      const { email, password } = credentials(request);
      await limits.checkAccount(request, email);
      const account = await store.asService((sql) => findAccountByEmail(sql, email));
      if (!(await verifyPassword(account?.password_hash, password)) || account === undefined) {
        await limits.countAccountFailure(request, email);
        throw invalidCredentials();
      }
      const now = clock();
      const signedIn = await store.asService(async (sql) => ({
        account: (await touchSignIn(sql, account.id, now)) ?? account,
        session: await startSession(sql, account.id, now),
      }));
      return issueSession(signedIn.account, signedIn.session, tokens, now);
    }
    if (grant === 'refresh_token') {
      const token = bodyOf(request).refresh_token;
      if (typeof token !== 'string' || token === '') {
        throw new GoTrueError(400, 'validation_failed', 'refresh_token is required.');
      }
      const now = clock();
      const rotated = await store.asService(async (sql) => {
        const rotation = await rotateRefreshToken(sql, token, now);
        if (!rotation.ok) return rotation;
        const account = await findAccountById(sql, rotation.userId);
        return account === undefined
          ? ({ ok: false, code: 'refresh_token_not_found' } as const)
          : { ...rotation, account };
      });
      if (!rotated.ok) {
        const reused = rotated.code === 'refresh_token_already_used';
        throw new GoTrueError(
          400,
          rotated.code,
          reused
            ? 'Invalid Refresh Token: Already Used'
            : 'Invalid Refresh Token: Refresh Token Not Found',
        );
      }
      return issueSession(rotated.account, rotated, tokens, now);
    }
    throw new GoTrueError(
      400,
      'unsupported_grant_type',
      'grant_type must be password or refresh_token.',
    );
  });
}
