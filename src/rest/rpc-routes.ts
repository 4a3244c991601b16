import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Authenticate, sendAuthFailure } from '../auth/authenticate.ts';
import { usageSummary } from '../store/quota.ts';
import type { Store } from '../store/types.ts';
import { parseAccept } from './parse-accept.ts';
import { type Result, restError } from './rest-error.ts';
import { sendRestError } from './send.ts';

/** What the RPC routes need. */
export interface RpcRoutesOptions {
  store: Store;
  authenticate: Authenticate;
  /** The current time (the quota counts the current UTC day). */
  clock: () => Date;
}

/** Query parameters that shape a result rather than name a function argument. */
const RESERVED = new Set(['apikey', 'select', 'order', 'limit', 'offset', 'columns']);

function noFunction(name: string, args: string[]) {
  const signature = args.length === 0 ? ' without parameters' : `(${args.join(', ')})`;
  const searched =
    args.length === 0
      ? ' without parameters'
      : ` with parameter${args.length > 1 ? 's' : ''} ${args.join(', ')}`;
  return restError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${signature} in the schema cache`,
    `Searched for the function public.${name}${searched}, but no matches were found in the schema cache.`,
  );
}

/** The argument names of a call: the JSON body's keys (POST) or the query's (GET/HEAD). */
function argumentNames(request: FastifyRequest): Result<string[]> {
  if (request.method === 'POST') {
    const body = request.body;
    if (body === undefined) return { ok: true, value: [] };
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return {
        ok: false,
        error: restError(400, 'PGRST102', 'Expected one JSON object of arguments'),
      };
    }
    return { ok: true, value: Object.keys(body).sort() };
  }
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const keys = [...new URLSearchParams(query).keys()].filter((key) => !RESERVED.has(key));
  return { ok: true, value: [...new Set(keys)].sort() };
}

/**
 * `/rest/v1/rpc/:name`: `usage_summary` (POST, or GET/HEAD as PostgREST allows for stable
 * functions) answers the bare object `{plan, limit, used, remaining}`; any other name is
 * `PGRST202` (404), other methods `PGRST101` (405).
 */
export function rpcRoutes(app: FastifyInstance, options: RpcRoutesOptions): void {
  async function call(request: FastifyRequest, reply: FastifyReply) {
    const auth = await options.authenticate(request);
    if (!auth.ok) return sendAuthFailure(reply, auth.error);
    const accept = parseAccept(request.headers.accept);
    if (!accept.ok) return sendRestError(reply, accept.error);
    const name = (request.params as { name: string }).name;
    const args = argumentNames(request);
    if (!args.ok) return sendRestError(reply, args.error);
    if (name !== 'usage_summary' || args.value.length > 0) {
      return sendRestError(reply, noFunction(name, args.value));
    }
    const summary = await usageSummary(options.store, auth.value.sub, options.clock());
    // Exactly these four keys, whatever else the store may add later.
    const body = {
      plan: summary.plan,
      limit: summary.limit,
      used: summary.used,
      remaining: summary.remaining,
    };
    reply.code(200).header('content-type', 'application/json; charset=utf-8');
    return reply.send(request.method === 'HEAD' ? '' : JSON.stringify(body));
  }

  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/rpc/:name', handler: call });
  app.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: '/rpc/:name',
    handler: (request, reply) =>
      sendRestError(reply, {
        ...restError(405, 'PGRST101', `Cannot use the ${request.method} method on RPC`),
        headers: { allow: 'GET, HEAD, POST, OPTIONS' },
      }),
  });
}
