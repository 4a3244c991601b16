import type { PageSnapshot } from '../core/audit/types.ts';
import { decodeText } from './content-type.ts';
import { type FetchContext, guardedGet } from './guarded-get.ts';
import { normalizeUrl } from './normalize-url.ts';

/** How robots.txt is fetched: its own deadline and cap, the page's redirect limit. */
export interface RobotsLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/**
 * Fetches `<origin>/robots.txt` through the same guarded path as the page (same address
 * policy, same one-lookup-per-host rule, redirects re-checked). The body is given for a 2xx
 * answer (cut at `maxBytes`, as crawlers ignore the rest); for other statuses it is null.
 * A failure to fetch at all gives `status: null` and the reason in `error`.
 * Aborting `signal` (the page fetch failed) ends it early.
 */
export async function fetchRobots(
  origin: string,
  context: FetchContext,
  limits: RobotsLimits,
  signal: AbortSignal,
): Promise<PageSnapshot['robotsTxt']> {
  const seconds = limits.timeoutMs / 1000;
  const checked = normalizeUrl(`${origin}/robots.txt`, context.target);
  if (!checked.ok) return { status: null, body: null, error: checked.error.message };
  // Runs unawaited while the page loads: a bug here must not become an unhandled rejection.
  const result = await guardedGet(
    {
      url: checked.url,
      host: checked.host,
      accept: 'text/plain, */*;q=0.5',
      maxRedirects: limits.maxRedirects,
      maxBytes: limits.maxBytes,
      signal: AbortSignal.any([signal, AbortSignal.timeout(limits.timeoutMs)]),
      timeoutMessage: `robots.txt did not load within ${seconds} s.`,
    },
    context,
  ).catch(() => ({
    ok: false as const,
    error: { code: 'fetch_failed' as const, message: 'robots.txt could not be fetched.' },
  }));
  if (!result.ok) return { status: null, body: null, error: result.error.message };
  const { statusCode, bytes, headers } = result.value;
  const body =
    statusCode >= 200 && statusCode < 300
      ? decodeText(bytes, headers['content-type'] ?? null)
      : null;
  return { status: statusCode, body };
}
