import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Most gzipped JavaScript the web app may ship, all chunks together. */
export const JS_BUDGET_BYTES = 250 * 1024;

/** One built JavaScript file and its sizes. */
export interface JsSize {
  file: string;
  bytes: number;
  gzip: number;
}

/** Gzip (-9) sizes of the JavaScript files in `dist/assets`, largest first. */
export function jsSizes(dist: string): JsSize[] {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const content = readFileSync(join(assets, name));
      return {
        file: `assets/${name}`,
        bytes: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
