import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Authenticate, sendAuthFailure } from '../auth/authenticate.ts';
import type { Claims, Store } from '../store/types.ts';
import { buildDelete } from './build-delete.ts';
import { buildInsert } from './build-insert.ts';
import { buildSelect } from './build-select.ts';
import { buildUpdate } from './build-update.ts';
import { execute } from './execute.ts';
import { parseRequest, type RawRequest } from './parse-request.ts';
import type { ParsedRequest } from './query-types.ts';
import { RESOURCES, type ResourceSpec } from './resources.ts';
import { readReply, writeReply } from './respond.ts';
import { invalidBody, restError } from './rest-error.ts';
import { sendReply, sendRestError } from './send.ts';

/** What the table routes need. */
export interface TableRoutesOptions {
  store: Store;
  authenticate: Authenticate;
  /** Most rows one read returns, whatever `limit` says. */
  maxRows: number;
}

type Action = 'read' | 'insert' | 'update' | 'delete';

function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}

/** The headers the grammar reads (repeated ones joined with commas). */
function grammarHeaders(request: FastifyRequest): RawRequest['headers'] {
  const out: RawRequest['headers'] = {};
  for (const name of ['range', 'prefer', 'accept'] as const) {
    const value = request.headers[name];
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** `PGRST205` (404), with PostgREST's "Perhaps you meant" hint for a near miss. */
function unknownTable(name: string) {
  const near =
    name.length < 4
      ? undefined
      : [...RESOURCES.keys()].find(
          (known) => known.startsWith(name.slice(0, 4)) || name.startsWith(known.slice(0, 6)),
        );
  return restError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    near === undefined ? null : `Perhaps you meant the table 'public.${near}'`,
  );
}

/**
 * `/rest/v1/:resource` — GET/HEAD (read), POST (insert), PATCH (update), DELETE — for the
 * tables of `resources.ts`, each request one statement in one transaction as the caller.
 */
export function tableRoutes(app: FastifyInstance, options: TableRoutesOptions): void {
  const { store, authenticate, maxRows } = options;

  async function handle(request: FastifyRequest, reply: FastifyReply, action: Action) {
    const auth = await authenticate(request);
    if (!auth.ok) return sendAuthFailure(reply, auth.error);
    const name = (request.params as { resource: string }).resource;
    if (name === '') {
      return sendRestError(
        reply,
        restError(404, 'PGRST125', 'Invalid path specified in request URL'),
      );
    }
    const resource: ResourceSpec | undefined = RESOURCES.get(name);
    if (resource === undefined) return sendRestError(reply, unknownTable(name));

    const parsed = parseRequest({ query: queryOf(request.url), headers: grammarHeaders(request) });
    if (!parsed.ok) return sendRestError(reply, parsed.error);
    const claims = auth.value;
    const head = request.method === 'HEAD';

    if (action === 'read') {
      const built = buildSelect(resource, parsed.value, claims.sub, { maxRows, withBody: !head });
      if (!built.ok) return sendRestError(reply, built.error);
      const ran = await execute(store, claims, built.value, false);
      if (!ran.ok) return sendRestError(reply, ran.error);
      const out = readReply(ran.value, parsed.value, head);
      return out.ok ? sendReply(reply, out.reply) : sendRestError(reply, out.error);
    }
    return write(reply, resource, parsed.value, claims, action, request.body);
  }

  async function write(
    reply: FastifyReply,
    resource: ResourceSpec,
    parsed: ParsedRequest,
    claims: Claims,
    action: Exclude<Action, 'read'>,
    body: unknown,
  ) {
    if (action !== 'delete' && body === undefined) {
      return sendRestError(reply, invalidBody('Empty or invalid json'));
    }
    const built =
      action === 'insert'
        ? buildInsert(resource, parsed, claims.sub, body)
        : action === 'update'
          ? buildUpdate(resource, parsed, claims.sub, body)
          : buildDelete(resource, parsed, claims.sub);
    if (!built.ok) return sendRestError(reply, built.error);
    if (built.value === null) {
      // An empty PATCH changes nothing.
      const none = { page_total: 0, body: '[]', total: parsed.count === null ? null : 0 };
      return sendReply(reply, writeReply(none, parsed, false));
    }
    const ran = await execute(store, claims, built.value, parsed.single);
    if (!ran.ok) return sendRestError(reply, ran.error);
    return sendReply(reply, writeReply(ran.value, parsed, action === 'insert'));
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/:resource',
    handler: (request, reply) => handle(request, reply, 'read'),
  });
  app.post('/:resource', (request, reply) => handle(request, reply, 'insert'));
  app.patch('/:resource', (request, reply) => handle(request, reply, 'update'));
  app.delete('/:resource', (request, reply) => handle(request, reply, 'delete'));
  app.put('/:resource', (request, reply) =>
    sendRestError(reply, {
      ...restError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`),
      headers: { allow: 'GET, HEAD, POST, PATCH, DELETE, OPTIONS' },
    }),
  );
}
