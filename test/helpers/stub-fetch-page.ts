import type { PageSnapshot } from '../../src/core/audit/types.ts';
import { type FetchErrorCode, type FetchPage, normalizeUrl } from '../../src/fetcher/index.ts';

/** Fetch failures the stub answers with for some URLs, to cover the 4xx/502 paths. */
const FAILURES: FetchErrorCode[] = ['dns_failure', 'timeout', 'not_html', 'connection_refused'];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

/** A small page that names `url` in its canonical link, so the checks parse the generated URL. */
function page(url: string): string {
  const safe = url.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fuzz page title here</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="${safe}"><link rel="alternate" hreflang="x-default" href="${safe}">
</head><body><h1>Fuzz</h1><a href="${safe}">the page itself</a><img src="a.png" alt="a"></body></html>`;
}

/**
 * A `fetchPage` that never touches the network: it validates the URL exactly as the real
 * fetcher does first (`normalizeUrl`: scheme, credentials, private hosts), then answers a fixed
 * small page for most URLs and a fetch failure for some (chosen by a hash of the URL, so runs
 * repeat). The point is the HTTP layer's input handling, not fetching.
 */
export const stubFetchPage: FetchPage = async (raw) => {
  const normalized = normalizeUrl(raw);
  if (!normalized.ok) return normalized;
  const url = normalized.url;
  const failure = FAILURES[hash(url) % 10]; // undefined (a page) for 6 in 10 URLs
  if (failure !== undefined) {
    return { ok: false, error: { code: failure, message: `Stubbed ${failure} for this URL.` } };
  }
  const body = page(url);
  const snapshot: PageSnapshot = {
    url,
    finalUrl: url,
    statusCode: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', link: `<${url}>; rel="canonical"` },
    redirects: [],
    body,
    truncated: false,
    bytes: Buffer.byteLength(body),
    contentType: 'text/html; charset=utf-8',
    fetchMs: 1,
    robotsTxt: { status: 200, body: 'User-agent: *\nDisallow: /private/\n' },
  };
  return { ok: true, value: snapshot };
};
