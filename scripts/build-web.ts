/**
 * Builds the web app (`web/` → `web/dist/`) with Vite, then prints the gzip size of every
 * JavaScript file and fails when the total is over the budget.
 *
 *   node scripts/build-web.ts             build now (npm run build)
 *   node scripts/build-web.ts --if-stale  build only when web/dist is missing or older than its
 *                                         sources (npm start and npm test run this first)
 *
 * "Stale" is decided by a hash of the sources (web/ without dist, and package-lock.json),
 * written to web/dist/.source-hash, so a fresh clone, a pull or an edit all rebuild, and an
 * unchanged tree starts at once.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JS_BUDGET_BYTES, jsSizes } from './web-js-sizes.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'web');
const DIST = join(WEB, 'dist');
const HASH_FILE = join(DIST, '.source-hash');

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== DIST && entry.name !== 'node_modules') files.push(...sourceFiles(path));
    } else {
      files.push(path);
    }
  }
  return files;
}

/** Hash of everything the build reads: the app's sources and the locked dependency versions. */
function sourceHash(): string {
  const hash = createHash('sha256');
  const lock = join(ROOT, 'package-lock.json');
  for (const file of [...sourceFiles(WEB).sort(), ...(existsSync(lock) ? [lock] : [])]) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/** Prints the size table; returns false when the total is over {@link JS_BUDGET_BYTES}. */
function reportSizes(): boolean {
  const sizes = jsSizes(DIST);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const width = Math.max(...sizes.map((s) => s.file.length), 10);
  console.log('\nJavaScript of the web app (gzip -9):');
  for (const s of sizes) {
    console.log(
      `  ${s.file.padEnd(width)}  ${kB(s.bytes).padStart(9)}  ${kB(s.gzip).padStart(9)} gzip`,
    );
  }
  const verdict = total <= JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `  ${'total'.padEnd(width)}  ${''.padStart(9)}  ${kB(total).padStart(9)} gzip — ${verdict} the ${kB(JS_BUDGET_BYTES)} budget\n`,
  );
  return total <= JS_BUDGET_BYTES;
}

async function main(): Promise<void> {
  const ifStale = process.argv.includes('--if-stale');
  const hash = sourceHash();
  if (ifStale && existsSync(join(DIST, 'index.html')) && existsSync(HASH_FILE)) {
    if (readFileSync(HASH_FILE, 'utf8').trim() === hash) return;
  }

  let vite: typeof import('vite');
  try {
    vite = await import('vite');
  } catch {
    const message =
      'Cannot build the web app: Vite is not installed (install with dev dependencies: npm ci).';
    // An API-only install (npm ci --omit=dev) still starts; the server says the app is not built.
    if (ifStale) {
      console.warn(
        `${message} Serving ${existsSync(DIST) ? 'the existing build' : 'the API only'}.`,
      );
      return;
    }
    throw new Error(message);
  }

  const started = Date.now();
  await vite.build({
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
  });
  console.log(`Built the web app into ${relative(ROOT, DIST)}/ in ${Date.now() - started} ms.`);
  if (!reportSizes()) {
    // Leave no hash behind, so the next start rebuilds and reports again.
    throw new Error(`The web app's JavaScript is over the ${kB(JS_BUDGET_BYTES)} gzip budget.`);
  }
  writeFileSync(HASH_FILE, `${hash}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
