import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where `npm run build` (Vite) writes the web app. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Path prefixes that belong to the server; they never fall back to the web app. */
const SERVER_PREFIXES = ['/api/', '/auth/', '/rest/', '/docs', '/openapi.json', '/metrics'];

/** Security headers of the app's HTML page (scripts and styles come only from our origin). */
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
    "connect-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
};

/** Shown at `/` when the app has not been built (API-only installs, `npm ci --omit=dev`). */
const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sitelens: the web app has not been built yet</title></head>
<body><h1>Sitelens</h1><p>The web app has not been built on this server. Run <code>npm run build</code>
(or <code>npm start</code>, which builds it when needed). The API works: see the
<a href="/docs">API reference</a> and <a href="/api/public/health">the health check</a>.</p></body></html>
`;

/** Options of {@link registerWebApp}. */
export interface WebAppOptions {
  /** Folder of the built app (`index.html`, `assets/`). Default {@link DEFAULT_WEB_DIST}. */
  distDir?: string;
  /**
   * The data interface's publishable key, for the page's supabase-js client
   * (`GET /app-config.json`); undefined while accounts are not configured.
   */
  publishableKey?: () => string | undefined | Promise<string | undefined>;
}

/** True for a path the web app handles on the client (no server prefix, no file extension). */
export function isClientRoute(path: string): boolean {
  if (
    SERVER_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))
  ) {
    return false;
  }
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Serves the web app built by Vite from the same process: hashed assets under `/assets/`
 * (cached for a year), other public files (robots.txt, icons), `index.html` for `/` and for
 * every client-side route (any GET without a server prefix or a file extension), and
 * `GET /app-config.json` with what the page's supabase-js client needs. Unknown paths under
 * `/api`, `/auth`, `/rest` keep their JSON 404s: the fallback runs only where no route
 * matched and the path is not the server's.
 *
 * Call it on the root instance (not through `register`), so the fallback hook sees every
 * request that found no route.
 */
export function registerWebApp(app: FastifyInstance, options: WebAppOptions = {}): void {
  const distDir = options.distDir ?? DEFAULT_WEB_DIST;
  const indexPath = join(distDir, 'index.html');
  const assetsDir = join(distDir, 'assets');
  const built = existsSync(indexPath);
  // Read once: the page is small, and every client route answers it.
  const indexHtml = built ? readFileSync(indexPath, 'utf8') : NOT_BUILT_HTML;

  const sendIndex = (reply: FastifyReply): FastifyReply =>
    reply.headers(HTML_HEADERS).send(indexHtml);

  app.get('/', (_request, reply) => sendIndex(reply));

  app.get('/app-config.json', async (request: FastifyRequest, reply) => {
    const publishableKey = (await options.publishableKey?.()) ?? null;
    reply.header('cache-control', 'no-store');
    return { supabaseUrl: `${request.protocol}://${request.host}`, publishableKey };
  });

  if (built) {
    app.register(fastifyStatic, {
      root: distDir,
      // One route per file found at start-up, so unknown paths still reach the 404 handler.
      wildcard: false,
      index: false,
      globIgnore: ['**/index.html', '**/.*'],
      // File names under assets/ carry a content hash: they never change, so cache them for good.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.startsWith(assetsDir)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  // Client-side routes (/status, /saved/…) get the page; the app's router draws them.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!isClientRoute(pathOf(request.url))) return;
    return sendIndex(reply);
  });
}
