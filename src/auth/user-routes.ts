import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/types.ts';
import { findAccountById, userJson } from './accounts.ts';
import { bearerClaims } from './bearer-claims.ts';
import { GoTrueError } from './gotrue-error.ts';
import { isSessionLive, signOut } from './sessions.ts';

/** What the user and logout routes need. */
export interface UserRoutesOptions {
  store: Store;
  jwtSecret: string;
  clock: () => Date;
}

const SCOPES = new Set(['global', 'local', 'others'] as const);
type Scope = 'global' | 'local' | 'others';

function isScope(value: unknown): value is Scope {
  return SCOPES.has(value as Scope);
}

/**
 * `GET /user` (the signed-in user, while the token's session is live) and
 * `POST /logout?scope=global|local|others` (204; the body, if any, is ignored).
 */
export function userRoutes(app: FastifyInstance, options: UserRoutesOptions): void {
  const { store, jwtSecret, clock } = options;

  app.get('/user', async (request, reply) => {
    const claims = await bearerClaims(request, jwtSecret, clock());
    const found = await store.asService(async (sql) => ({
      live: await isSessionLive(sql, claims.session_id),
      account: await findAccountById(sql, claims.sub),
    }));
    if (found.account === undefined) {
      throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    }
    if (!found.live) {
      throw new GoTrueError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    reply.header('cache-control', 'no-store');
    return userJson(found.account);
  });

  app.post('/logout', async (request, reply) => {
    const scope = (request.query as Record<string, unknown>).scope ?? 'global';
    if (!isScope(scope)) {
      throw new GoTrueError(400, 'validation_failed', 'scope must be global, local or others.');
    }
    const claims = await bearerClaims(request, jwtSecret, clock());
    const now = clock();
    await store.asService(async (sql) => {
      if (!(await isSessionLive(sql, claims.session_id))) {
        throw new GoTrueError(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        );
      }
      await signOut(sql, { userId: claims.sub, sessionId: claims.session_id }, scope, now);
    });
    return reply.code(204).send();
  });
}
