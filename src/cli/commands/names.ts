import { isIP } from 'node:net';
import { type Command, InvalidArgumentError } from 'commander';
import type { NameStyle } from '../../core/names/types.ts';
import type { NameSearchInput } from '../../core/names/validate.ts';
import { openWordNet } from '../../lexical/wordnet.ts';
import { runNameSearch } from '../../names/run-name-search.ts';
import type { CliIo } from '../io.ts';
import { formatNames, namesCsv } from '../names-format.ts';

/** Options of `sitelens names`, as parsed by commander (`--no-x` gives `x: false`). */
export interface NamesCommandOptions {
  tld?: string;
  maxLength?: number;
  style?: NameStyle | 'both';
  hyphens?: boolean;
  digits?: boolean;
  limit?: number;
  json?: boolean;
  csv?: boolean;
  check?: boolean;
  dnsServer?: string[];
}

/** Commander parser for whole-number options (range checks are the search's own). */
export function parseWholeNumber(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('give a whole number.');
  return Number(value);
}

/**
 * Commander parser for `--dns-server`: an IP address with an optional port (`1.1.1.1`,
 * `127.0.0.1:5353`, `::1`, `[::1]:53`); may be repeated.
 */
export function collectDnsServer(value: string, previous: string[] = []): string[] {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(value);
  const host = bracketed?.[1] ?? v4?.[1] ?? value;
  const port = bracketed?.[2] ?? v4?.[2];
  if (isIP(host) === 0 || (port !== undefined && Number(port) > 65_535)) {
    throw new InvalidArgumentError('give an IP address, optionally with a port (127.0.0.1:5353).');
  }
  return [...previous, value];
}

/**
 * `sitelens names "<keywords>"`: suggested domain names, ranked, as a table (or `--json`, the
 * data of `POST /api/analyze/names`, or `--csv`), with a DNS availability check that takes
 * 2 s at most (`--no-check` skips it).
 *
 * @returns the process exit code: 1 for keywords or options the search refuses.
 */
export async function namesCommand(
  keywords: string,
  options: NamesCommandOptions,
  io: CliIo,
): Promise<number> {
  if (options.json && options.csv) {
    io.stderr.write('sitelens: choose one of --json and --csv.\n');
    return 2;
  }
  const input: NameSearchInput = { keywords, check: options.check !== false };
  if (options.tld !== undefined) input.tlds = options.tld.split(',');
  if (options.maxLength !== undefined) input.maxLength = options.maxLength;
  if (options.style !== undefined) input.style = options.style;
  if (options.hyphens === false) input.excludeHyphens = true;
  if (options.digits === false) input.excludeDigits = true;
  if (options.limit !== undefined) input.limit = options.limit;

  const result = await runNameSearch(
    input,
    options.dnsServer
      ? { lexical: openWordNet(), dnsServers: options.dnsServer }
      : { lexical: openWordNet() },
  );
  if (!result.ok) {
    io.stderr.write(`sitelens: ${result.error.message}\n`);
    return 1;
  }
  if (options.json) io.stdout.write(`${JSON.stringify(result.value, null, 2)}\n`);
  else if (options.csv) io.stdout.write(namesCsv(result.value));
  else io.stdout.write(formatNames(result.value));
  return 0;
}

/**
 * Adds `sitelens names` to the program; `done` receives the exit code (kept here so the
 * program file only registers the command).
 */
export function addNamesCommand(program: Command, io: CliIo, done: (code: number) => void): void {
  program
    .command('names')
    .description('suggest domain names for keywords: ranked, scored, with a DNS availability check')
    .argument('<keywords>', 'what the name is about, for example "coffee shop"')
    .option(
      '--tld <list>',
      'extensions to try, comma-separated (default: com,net,io,co,ai,app + keyword extensions)',
    )
    .option('--max-length <n>', 'longest name before the extension', parseWholeNumber)
    .option(
      '--style <style>',
      'exact (dictionary words), brandable (affixes, blends) or both (default)',
    )
    .option('--no-hyphens', 'leave out names with a hyphen')
    .option('--no-digits', 'leave out names with a digit')
    .option('--limit <n>', 'how many names (default 100, at most 500)', parseWholeNumber)
    .option('--json', 'print the same data as the API')
    .option('--csv', 'print CSV, one line per name')
    .option('--no-check', 'skip the DNS availability check (every name "unknown")')
    .option(
      '--dns-server <ip[:port]>',
      "DNS server for the availability check (repeatable; default: the system's)",
      collectDnsServer,
    )
    .addHelpText(
      'after',
      '\nExamples:\n  sitelens names "coffee shop"\n  sitelens names "coffee shop" --tld com,io --max-length 12 --no-hyphens --json\n\nThe availability check takes 2 s at most; names DNS has not answered by then are "unknown".',
    )
    .action(async (keywords: string, options: NamesCommandOptions) => {
      done(await namesCommand(keywords, options, io));
    });
}
