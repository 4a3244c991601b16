import { readFile } from 'node:fs/promises';
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import { join } from 'node:path';

/** Response headers the Lighthouse fixture server lets `extra_header=` set (its README). */
const EXTRA_HEADERS = new Set(['x-robots-tag', 'link', 'content-security-policy', 'set-cookie']);

/** A running copy of Lighthouse's static fixture server. */
export interface FixtureServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

/**
 * Serves Lighthouse's SEO fixtures on 127.0.0.1 as its cli/test/fixtures/static-server.js
 * does for them: `/seo/<file>` from `fixturesDir`, `/robots.txt` at the site root,
 * `status_code=N` sets the status, `extra_header=<urlencoded k=v list>` adds the
 * honoured headers (a name given twice is sent twice).
 */
export async function startFixtureServer(fixturesDir: string): Promise<FixtureServer> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const file =
      url.pathname === '/robots.txt'
        ? 'robots.txt'
        : url.pathname.startsWith('/seo/')
          ? url.pathname.slice('/seo/'.length)
          : null;
    let body: Buffer;
    try {
      if (!file || file.includes('/') || file.includes('..')) throw new Error('not a fixture');
      body = await readFile(join(fixturesDir, file));
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('404 Not Found');
      return;
    }
    const headers: OutgoingHttpHeaders = {
      'content-type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/plain',
    };
    const extra = url.searchParams.get('extra_header');
    if (extra !== null) {
      for (const [name, value] of new URLSearchParams(extra)) {
        const key = name.toLowerCase();
        if (!EXTRA_HEADERS.has(key)) continue;
        const existing = headers[key];
        headers[key] = existing === undefined ? value : [...[existing].flat().map(String), value];
      }
    }
    const status = Number(url.searchParams.get('status_code') ?? 200) || 200;
    res.writeHead(status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
