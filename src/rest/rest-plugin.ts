import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { Authenticate } from '../auth/authenticate.ts';
import type { Store } from '../store/types.ts';
import { mapDatabaseError } from './db-error.ts';
import { installJsonBody } from './json-body.ts';
import { RestFailure, restError } from './rest-error.ts';
import { rpcRoutes } from './rpc-routes.ts';
import { sendRestError } from './send.ts';
import { tableRoutes } from './table-routes.ts';

/** Options of {@link restRoutes}. */
export interface RestRoutesOptions {
  store: Store;
  authenticate: Authenticate;
  /** The current time, for `usage_summary`'s UTC day (default: the system clock). */
  clock?: () => Date;
  /** Most rows one read returns, whatever `limit` asks (default 1000, as Supabase). */
  maxRows?: number;
  /** Largest request body, bytes (default 4 MiB). */
  bodyLimit?: number;
}

/** Rows one read returns at most, by default. */
export const DEFAULT_MAX_ROWS = 1000;

/**
 * The PostgREST-compatible data interface, to mount at `/rest/v1`: tables `saved_reports`
 * and `usage_events`, `rpc/usage_summary`. Everything in this scope — its own routes, body
 * parse errors, unknown paths, bugs — answers PostgREST's `{code, message, details, hint}`
 * with `application/json; charset=utf-8`, never a stack or SQL.
 *
 * @example
 * app.register(restRoutes, { prefix: '/rest/v1', store, authenticate: createAuthenticate({ keys }) });
 */
export const restRoutes: FastifyPluginAsync<RestRoutesOptions> = async (app, options) => {
  installJsonBody(app, options.bodyLimit ?? 4 * 1024 * 1024);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RestFailure) return sendRestError(reply, error.error);
    const mapped = mapDatabaseError(error);
    if (mapped !== null) return sendRestError(reply, mapped);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) {
      return sendRestError(reply, restError(413, 'PGRST102', 'The request body is too large'));
    }
    if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
      return sendRestError(reply, restError(status, 'PGRST102', error.message));
    }
    request.log.error({ err: error }, 'data interface request failed');
    return sendRestError(
      reply,
      restError(500, 'XX000', 'Something went wrong on our side. Please try again.'),
    );
  });

  app.setNotFoundHandler((_request, reply) =>
    sendRestError(reply, restError(404, 'PGRST125', 'Invalid path specified in request URL')),
  );

  tableRoutes(app, {
    store: options.store,
    authenticate: options.authenticate,
    maxRows: options.maxRows ?? DEFAULT_MAX_ROWS,
  });
  rpcRoutes(app, {
    store: options.store,
    authenticate: options.authenticate,
    clock: options.clock ?? (() => new Date()),
  });
};
