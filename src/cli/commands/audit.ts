import { once } from 'node:events';
import { open, readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import cliProgress from 'cli-progress';
import type { Config } from '../../config.ts';
import type { Result } from '../../core/domain/types.ts';
import { createFetchPage, type FetchError } from '../../fetcher/index.ts';
import { type AuditData, type AuditUrl, createAuditUrl } from '../../http/audit-url.ts';
import { VERSION } from '../../version.ts';
import { auditCsvHeader, auditCsvRow, formatAudit } from '../audit-format.ts';
import { parseNames } from '../bulk.ts';
import type { CliIo } from '../io.ts';

/** Options of `sitelens audit`, as parsed by commander. */
export interface AuditCommandOptions {
  json?: boolean;
  csv?: boolean;
  file?: string;
  out?: string;
  concurrency?: number;
}

/** Audits every URL with at most `concurrency` fetches at a time; results in input order. */
async function auditAll(
  urls: readonly string[],
  auditUrl: AuditUrl,
  concurrency: number,
  onDone: () => void,
): Promise<Result<AuditData, FetchError>[]> {
  const results = new Array<Result<AuditData, FetchError>>(urls.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < urls.length) {
      const i = next++;
      results[i] = await auditUrl(urls[i] ?? '');
      onDone();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return results;
}

/**
 * `sitelens audit <url…>`: fetch each page and print a readable audit (or `--json`, the API's
 * `data`). `sitelens audit --file urls.txt`: bulk mode, `--concurrency` fetches at a time,
 * CSV (one column per check) or `--json`, with progress on stderr.
 * Private and loopback targets are reachable only with ALLOW_PRIVATE_TARGETS=true.
 *
 * @returns the process exit code: 1 when a single audit fails or every bulk audit fails.
 */
export async function auditCommand(
  urls: string[],
  options: AuditCommandOptions,
  config: Config,
  io: CliIo,
): Promise<number> {
  if (options.json && options.csv) {
    io.stderr.write('sitelens: choose one of --json and --csv.\n');
    return 2;
  }
  const bulk = options.file !== undefined;
  if (bulk && urls.length > 0) {
    io.stderr.write('sitelens: give URLs either as arguments or with --file, not both.\n');
    return 2;
  }
  if (!bulk && urls.length === 0) {
    io.stderr.write('sitelens: give at least one URL, or --file urls.txt.\n');
    return 2;
  }
  if (bulk) {
    const content =
      options.file === '-' ? await text(io.stdin) : await readFile(options.file ?? '', 'utf8');
    urls = parseNames(content);
    if (urls.length === 0) {
      io.stderr.write(`sitelens: ${options.file} has no URLs (one per line).\n`);
      return 1;
    }
  }
  const fetchPage = createFetchPage({
    version: VERSION,
    allowPrivateTargets: config.allowPrivateTargets,
  });
  const auditUrl = createAuditUrl(fetchPage, () => new Date());

  // A bar on a terminal; elsewhere (a pipe, CI) a progress line every few seconds.
  const bar = bulk
    ? new cliProgress.SingleBar(
        {
          stream: io.stderr,
          format: 'Auditing {bar} {percentage}% | {value}/{total} URLs | ETA {eta_formatted}',
          noTTYOutput: io.stderr.isTTY !== true,
          notTTYSchedule: 2000,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(urls.length, 0);
  const results = await auditAll(urls, auditUrl, options.concurrency ?? 4, () => bar?.increment());
  bar?.stop();

  const failed = results.filter((r) => !r.ok).length;
  let output: string;
  if (options.json) {
    const items = results.map((r, i) => (r.ok ? r.value : { url: urls[i], error: r.error }));
    output = `${JSON.stringify(bulk || urls.length > 1 ? items : items[0], null, 2)}\n`;
  } else if (bulk || options.csv) {
    output = `${[auditCsvHeader(), ...results.map((r, i) => auditCsvRow(urls[i] ?? '', r))].join('\n')}\n`;
  } else {
    // Failures go to stderr (below); stdout carries the audits.
    const audits = results.flatMap((r) => (r.ok ? [formatAudit(r.value)] : []));
    output = audits.length > 0 ? `${audits.join('\n\n')}\n` : '';
  }
  if (options.out !== undefined) {
    const out = (await open(options.out, 'w')).createWriteStream();
    out.end(output);
    await once(out, 'finish');
  } else {
    io.stdout.write(output);
  }
  if (bulk) {
    io.stderr.write(`Audited ${urls.length} URLs: ${urls.length - failed} ok, ${failed} failed\n`);
    return failed === urls.length ? 1 : 0;
  }
  for (const [i, r] of results.entries()) {
    if (!r.ok) io.stderr.write(`sitelens: ${urls[i]}: ${r.error.message}\n`);
  }
  return failed > 0 ? 1 : 0;
}
