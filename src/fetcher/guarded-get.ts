import type { Result } from '../core/domain/types.ts';
import type { Connector } from './connect.ts';
import { type FetchError, fetchError } from './errors.ts';
import { type CheckedHost, effectivePolicy, type TargetPolicyOptions } from './host-policy.ts';
import { type HopResponse, httpGet, serverName } from './http-get.ts';
import { normalizeUrl } from './normalize-url.ts';
import { readBody } from './read-body.ts';
import { type ResolvedAddress, type Resolver, resolveChecked } from './resolve.ts';

/** Everything one fetch (a page and its robots.txt) shares: policy, I/O, identity, deadline. */
export interface FetchContext {
  target: TargetPolicyOptions;
  resolver: Resolver;
  connect: Connector;
  connectTimeoutMs: number;
  userAgent: string;
  /**
   * One DNS answer per host name for the whole fetch (page, redirects, robots.txt): a name
   * is looked up once, checked once, and every connection to it uses that checked address.
   */
  resolved: Map<string, Promise<Result<ResolvedAddress, FetchError>>>;
}

/** One guarded GET with its redirects. */
export interface GuardedGetRequest {
  url: string;
  host: CheckedHost;
  accept: string;
  maxRedirects: number;
  maxBytes: number;
  signal: AbortSignal;
  timeoutMessage: string;
  /** Looks at the final response head; an error stops before the body is read. */
  checkHead?: (response: HopResponse) => FetchError | null;
}

/** The final response after redirects, body read up to the cap (still bytes). */
export interface GuardedGetResponse {
  finalUrl: string;
  statusCode: number;
  headers: Record<string, string>;
  redirects: { url: string; statusCode: number; location: string }[];
  bytes: Buffer;
  truncated: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function fail(code: FetchError['code'], message: string): Result<never, FetchError> {
  return { ok: false, error: fetchError(code, message) };
}

function resolveOnce(
  host: CheckedHost,
  context: FetchContext,
  request: GuardedGetRequest,
): Promise<Result<ResolvedAddress, FetchError>> {
  let answer = context.resolved.get(host.hostname);
  if (answer === undefined) {
    answer = resolveChecked(host, {
      resolver: context.resolver,
      policy: effectivePolicy(context.target),
      signal: request.signal,
      timeoutMessage: request.timeoutMessage,
    });
    context.resolved.set(host.hostname, answer);
  }
  return answer;
}

/**
 * GETs a URL whose host already passed {@link normalizeUrl}, following up to `maxRedirects`
 * redirects. Every hop is checked before any connection: the redirect target is normalised
 * and its host checked again, its DNS answer checked against the address policy, and the
 * connection goes to that checked address. A refusal after a redirect is `blocked_redirect`;
 * a DNS answer refused for the first URL is `blocked_address`.
 */
export async function guardedGet(
  request: GuardedGetRequest,
  context: FetchContext,
): Promise<Result<GuardedGetResponse, FetchError>> {
  const redirects: GuardedGetResponse['redirects'] = [];
  const visited = new Set([request.url]);
  let url = request.url;
  let host = request.host;
  for (;;) {
    const address = await resolveOnce(host, context, request);
    if (!address.ok) {
      if (address.error.code !== 'blocked_address' || redirects.length === 0) return address;
      return fail(
        'blocked_redirect',
        `The page redirected to ${url}, which we will not fetch: ${address.error.message}`,
      );
    }
    const current = new URL(url);
    const hop = await httpGet({
      url: current,
      address: address.value,
      connect: context.connect,
      connectTimeoutMs: context.connectTimeoutMs,
      signal: request.signal,
      timeoutMessage: request.timeoutMessage,
      userAgent: context.userAgent,
      accept: request.accept,
    });
    if (!hop.ok) return hop;
    const response = hop.value;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(response.statusCode) && location !== undefined) {
      response.close();
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return fail('fetch_failed', `${serverName(current)} redirected to an invalid URL.`);
      }
      const checked = normalizeUrl(next.href, context.target);
      if (!checked.ok) {
        return fail(
          'blocked_redirect',
          `The page redirected to ${next.href.slice(0, 300)}, which we will not fetch: ${checked.error.message}`,
        );
      }
      if (visited.has(checked.url)) {
        const chain = [...visited, checked.url].join(' → ');
        return fail('redirect_loop', `The page redirects in a loop: ${chain}.`);
      }
      if (redirects.length >= request.maxRedirects) {
        return fail(
          'too_many_redirects',
          `The page redirected more than ${request.maxRedirects} times; we follow at most ${request.maxRedirects} redirects.`,
        );
      }
      redirects.push({ url, statusCode: response.statusCode, location: checked.url });
      visited.add(checked.url);
      url = checked.url;
      host = checked.host;
      continue;
    }
    try {
      const refused = request.checkHead?.(response) ?? null;
      if (refused !== null) return { ok: false, error: refused };
      const body = await readBody(response.body, {
        contentEncoding: response.headers['content-encoding'],
        maxBytes: request.maxBytes,
        signal: request.signal,
        timeoutMessage: request.timeoutMessage,
        where: serverName(current),
      });
      if (!body.ok) return body;
      return {
        ok: true,
        value: {
          finalUrl: url,
          statusCode: response.statusCode,
          headers: response.headers,
          redirects,
          bytes: body.value.bytes,
          truncated: body.value.truncated,
        },
      };
    } finally {
      response.close();
    }
  }
}
