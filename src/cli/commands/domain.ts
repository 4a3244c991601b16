import { analyzeDomain } from '../../core/domain/analyze-domain.ts';
import type { DomainAnalysis } from '../../core/domain/types.ts';
import { runBulk } from '../bulk.ts';
import { csvHeader, csvRow } from '../csv.ts';
import type { CliIo } from '../io.ts';
import { formatSummary } from '../summary.ts';

/** Options of `sitelens domain`, as parsed by commander. */
export interface DomainCommandOptions {
  json?: boolean;
  csv?: boolean;
  file?: string;
  out?: string;
}

/**
 * `sitelens domain <name…>`: a readable summary per name, or with `--json` exactly the API's
 * `data` (one name → the object, several → an array), or `--csv`. Invalid names are reported
 * on stderr and make the exit code 1.
 *
 * `sitelens domain --file names.txt`: bulk mode (CSV by default, or `--json`), invalid names
 * become rows with their error; exit code 1 only when every name fails.
 *
 * @returns the process exit code.
 */
export async function domainCommand(
  names: string[],
  options: DomainCommandOptions,
  io: CliIo,
): Promise<number> {
  if (options.json && options.csv) {
    io.stderr.write('sitelens: choose one of --json and --csv.\n');
    return 2;
  }
  if (options.file !== undefined) {
    if (names.length > 0) {
      io.stderr.write('sitelens: give names either as arguments or with --file, not both.\n');
      return 2;
    }
    const summary = await runBulk(
      { file: options.file, format: options.json ? 'json' : 'csv', out: options.out },
      io,
    );
    if (summary.total === 0) {
      io.stderr.write(`sitelens: ${options.file} has no names (one per line).\n`);
      return 1;
    }
    return summary.ok === 0 ? 1 : 0;
  }
  if (names.length === 0) {
    io.stderr.write('sitelens: give at least one domain name, or --file names.txt.\n');
    return 2;
  }
  if (options.out !== undefined) {
    io.stderr.write('sitelens: --out is for bulk mode (--file); redirect stdout instead.\n');
    return 2;
  }

  const analyses: DomainAnalysis[] = [];
  const csv: string[] = [csvHeader()];
  let failed = 0;
  for (const name of names) {
    const result = analyzeDomain(name);
    if (result.ok) analyses.push(result.value);
    else {
      failed += 1;
      io.stderr.write(`sitelens: ${name}: ${result.error.message}\n`);
    }
    if (options.csv) csv.push(csvRow(name, result));
  }

  if (options.csv) io.stdout.write(`${csv.join('\n')}\n`);
  else if (options.json) {
    if (analyses.length > 0) {
      const data = names.length === 1 ? analyses[0] : analyses;
      io.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    }
  } else if (analyses.length > 0) {
    io.stdout.write(`${analyses.map(formatSummary).join('\n\n')}\n`);
  }
  return failed > 0 ? 1 : 0;
}
