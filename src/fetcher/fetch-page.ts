import type { PageSnapshot } from '../core/audit/types.ts';
import type { Result } from '../core/domain/types.ts';
import { type Connector, directConnect } from './connect.ts';
import { decodeText, isHtmlMediaType, mediaType, sniffsAsHtml } from './content-type.ts';
import { type FetchError, fetchError } from './errors.ts';
import { type FetchContext, guardedGet } from './guarded-get.ts';
import type { CheckedHost, TargetPolicyOptions } from './host-policy.ts';
import type { HopResponse } from './http-get.ts';
import { normalizeUrl } from './normalize-url.ts';
import { type Resolver, systemResolver } from './resolve.ts';
import { fetchRobots } from './robots.ts';
import { createSingleFlight } from './single-flight.ts';
import { userAgent } from './user-agent.ts';

/** The fetcher's limits (AUDIT.md "Fetching safely"); each can be lowered for tests. */
export const FETCH_DEFAULTS = {
  connectTimeoutMs: 5_000,
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  robotsTimeoutMs: 3_000,
  robotsMaxBytes: 500 * 1024,
} as const;

/** Options of {@link createFetchPage}. `allowPrivateTargets` comes from `ALLOW_PRIVATE_TARGETS`. */
export interface FetchPageOptions extends TargetPolicyOptions {
  /** The service version, for the User-Agent. */
  version: string;
  /** Default: the system resolver (`dns.lookup`, all addresses). */
  resolver?: Resolver;
  /** Default: a direct TCP/TLS connection to the checked address. */
  connect?: Connector;
  /** TCP connect plus TLS handshake, per hop. Default 5 s. */
  connectTimeoutMs?: number;
  /** The whole page fetch: DNS, every redirect, the body. Default 10 s. */
  timeoutMs?: number;
  /** Body cap after decompression. Default 5 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Default 3 s. */
  robotsTimeoutMs?: number;
  /** Default 500 KiB. */
  robotsMaxBytes?: number;
}

/** Fetches one page (and its robots.txt) for the audit. */
export type FetchPage = (url: string) => Promise<Result<PageSnapshot, FetchError>>;

const ACCEPT_HTML = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5';

function notHtml(what: string, statusCode: number): FetchError {
  const status = statusCode >= 200 && statusCode < 300 ? '' : ` (with status ${statusCode})`;
  return fetchError(
    'not_html',
    `The page is not HTML: the server sent ${what}${status}. Only HTML pages can be audited.`,
  );
}

function checkHead(response: HopResponse): FetchError | null {
  const type = mediaType(response.headers['content-type']);
  return type === null || isHtmlMediaType(type) ? null : notHtml(type, response.statusCode);
}

/**
 * Builds the fetcher: `fetchPage(url)` normalises the URL, refuses disallowed targets before
 * any connection, follows up to 5 redirects with every hop re-checked, reads at most 5 MiB
 * after decompression within 10 s, fetches the final origin's robots.txt through the same
 * guard, and resolves to a {@link PageSnapshot} or a {@link FetchError} — it never throws
 * for a bad URL or an unreachable site. Concurrent calls for the same normalised URL share
 * one fetch.
 *
 * robots.txt of the requested origin is fetched alongside the page; if redirects end on
 * another origin, that origin's robots.txt is fetched afterwards (up to `robotsTimeoutMs`
 * more).
 *
 * @example
 * const fetchPage = createFetchPage({ version: VERSION, allowPrivateTargets: config.allowPrivateTargets });
 * const result = await fetchPage('example.com');
 * if (!result.ok) reply.code(FETCH_ERROR_STATUS[result.error.code]);
 */
export function createFetchPage(options: FetchPageOptions): FetchPage {
  const limits = { ...FETCH_DEFAULTS, ...options };
  const target: TargetPolicyOptions = {
    ...(options.allowPrivateTargets === undefined
      ? {}
      : { allowPrivateTargets: options.allowPrivateTargets }),
    ...(options.addressPolicy === undefined ? {} : { addressPolicy: options.addressPolicy }),
  };
  const singleFlight = createSingleFlight<string, Result<PageSnapshot, FetchError>>();
  const robotsLimits = {
    timeoutMs: limits.robotsTimeoutMs,
    maxBytes: limits.robotsMaxBytes,
    maxRedirects: limits.maxRedirects,
  };

  async function fetchOnce(url: string, host: CheckedHost): Promise<FetchResult> {
    const started = performance.now();
    const context: FetchContext = {
      target,
      resolver: options.resolver ?? systemResolver,
      connect: options.connect ?? directConnect,
      connectTimeoutMs: limits.connectTimeoutMs,
      userAgent: userAgent(options.version),
      resolved: new Map(),
    };
    const page = guardedGet(
      {
        url,
        host,
        accept: ACCEPT_HTML,
        maxRedirects: limits.maxRedirects,
        maxBytes: limits.maxBytes,
        signal: AbortSignal.timeout(limits.timeoutMs),
        timeoutMessage: `The page did not finish loading within ${limits.timeoutMs / 1000} s.`,
        checkHead,
      },
      context,
    );
    const stopRobots = new AbortController();
    const origin = new URL(url).origin;
    const robots = fetchRobots(origin, context, robotsLimits, stopRobots.signal);
    const result = await page;
    if (!result.ok) {
      stopRobots.abort();
      return result;
    }
    const fetched = result.value;
    const fetchMs = Math.round(performance.now() - started);
    const contentType = fetched.headers['content-type'] ?? null;
    if (contentType === null && !sniffsAsHtml(fetched.bytes)) {
      stopRobots.abort();
      return {
        ok: false,
        error: notHtml('no Content-Type and the body does not look like HTML', fetched.statusCode),
      };
    }
    const finalOrigin = new URL(fetched.finalUrl).origin;
    if (finalOrigin !== origin) stopRobots.abort();
    const robotsTxt =
      finalOrigin === origin
        ? await robots
        : await fetchRobots(finalOrigin, context, robotsLimits, new AbortController().signal);
    return {
      ok: true,
      value: {
        url,
        finalUrl: fetched.finalUrl,
        statusCode: fetched.statusCode,
        headers: fetched.headers,
        redirects: fetched.redirects,
        body: decodeText(fetched.bytes, contentType),
        truncated: fetched.truncated,
        bytes: fetched.bytes.length,
        contentType,
        fetchMs,
        robotsTxt,
      },
    };
  }

  return async (input) => {
    const normalized = normalizeUrl(input, target);
    if (!normalized.ok) return normalized;
    const { url, host } = normalized;
    return singleFlight(url, () => fetchOnce(url, host));
  };
}

type FetchResult = Result<PageSnapshot, FetchError>;
