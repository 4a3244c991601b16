import { once } from 'node:events';
import { open, readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import cliProgress from 'cli-progress';
import { analyzeDomain } from '../core/domain/analyze-domain.ts';
import type { DomainAnalysis, DomainError, Result } from '../core/domain/types.ts';
import { csvHeader, csvRow } from './csv.ts';
import type { CliIo } from './io.ts';

/** Names analysed between progress updates (and between yields to the event loop). */
const CHUNK = 250;

/** Options of {@link runBulk}. */
export interface BulkOptions {
  /** File with one name per line (blank lines and `#` comments skipped); `-` = stdin. */
  file: string;
  format: 'csv' | 'json';
  /** Write here instead of stdout. */
  out?: string | undefined;
}

/** Counts of a bulk run. */
export interface BulkSummary {
  total: number;
  ok: number;
  failed: number;
}

/** The names in a names file: one per line, trimmed; blank lines and `#` comments skipped. */
export function parseNames(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function jsonItem(input: string, result: Result<DomainAnalysis, DomainError>): string {
  return JSON.stringify(result.ok ? result.value : { input, error: result.error });
}

/**
 * Analyses every name of a file and writes one CSV row or JSON array item per name — invalid
 * names become rows carrying their error — with a progress bar on stderr when stderr is a
 * terminal (and stdout is not, unless the output goes to a file).
 */
export async function runBulk(options: BulkOptions, io: CliIo): Promise<BulkSummary> {
  const content =
    options.file === '-' ? await text(io.stdin) : await readFile(options.file, 'utf8');
  const names = parseNames(content);
  // Opened up front so a bad --out path fails before any work, as a normal error.
  const out =
    options.out === undefined ? io.stdout : (await open(options.out, 'w')).createWriteStream();
  const write = async (chunk: string): Promise<void> => {
    if (!out.write(chunk)) await once(out, 'drain');
  };

  const showBar = io.stderr.isTTY === true && (options.out !== undefined || !io.stdout.isTTY);
  const bar = showBar
    ? new cliProgress.SingleBar(
        {
          stream: io.stderr,
          format: 'Analysing {bar} {percentage}% | {value}/{total} names | ETA {eta_formatted}',
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(names.length, 0);

  const summary: BulkSummary = { total: names.length, ok: 0, failed: 0 };
  if (options.format === 'csv') await write(`${csvHeader()}\n`);
  else await write('[');
  for (let start = 0; start < names.length; start += CHUNK) {
    const lines: string[] = [];
    for (const name of names.slice(start, start + CHUNK)) {
      const result = analyzeDomain(name);
      if (result.ok) summary.ok += 1;
      else summary.failed += 1;
      lines.push(options.format === 'csv' ? csvRow(name, result) : jsonItem(name, result));
    }
    await write(
      options.format === 'csv'
        ? `${lines.join('\n')}\n`
        : `${start === 0 ? '\n' : ',\n'}${lines.join(',\n')}`,
    );
    bar?.update(Math.min(start + CHUNK, names.length));
    await yieldToLoop();
  }
  if (options.format === 'json') await write('\n]\n');
  bar?.stop();

  if (out !== io.stdout) {
    out.end();
    await once(out, 'finish');
  }
  const target = options.out === undefined ? '' : ` → ${options.out}`;
  io.stderr.write(
    `Analysed ${summary.total} names: ${summary.ok} ok, ${summary.failed} invalid${target}\n`,
  );
  return summary;
}
