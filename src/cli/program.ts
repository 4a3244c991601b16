import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { ConfigError, loadConfig } from '../config.ts';
import { VERSION } from '../version.ts';
import { addAdminCommands } from './commands/admin.ts';
import { type AuditCommandOptions, auditCommand } from './commands/audit.ts';
import { type DomainCommandOptions, domainCommand } from './commands/domain.ts';
import { addNamesCommand } from './commands/names.ts';
import { type ServeCommandOptions, serveCommand } from './commands/serve.ts';
import { addStrategyCommand } from './commands/strategy.ts';
import { type CliIo, processIo } from './io.ts';

function parsePort(value: string): number {
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port > 65_535) {
    throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  }
  return port;
}

function parseWorkers(value: string): number {
  if (value.toLowerCase() === 'auto') return 0;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n > 256) {
    throw new InvalidArgumentError(
      'workers is a whole number from 0 to 256, or auto (0 and auto: one per CPU core).',
    );
  }
  return n;
}

function parseConcurrency(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    throw new InvalidArgumentError('concurrency is a whole number from 1 to 64.');
  }
  return n;
}

/**
 * Runs the `sitelens` command line (`serve`, `domain`, `audit`, `users`, `keys`) on `argv` (as in `process.argv`).
 * Errors a user can fix (bad options, bad environment, unreadable file) are one line on
 * stderr, never a stack trace.
 *
 * @returns the exit code (the server of `serve` keeps the process alive after it returns).
 */
export async function runCli(argv: string[], io: CliIo = processIo()): Promise<number> {
  let exitCode = 0;
  const program = new Command()
    .name('sitelens')
    .description('Domain-name analysis and SEO audit service')
    .version(VERSION)
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
    })
    .exitOverride()
    .showHelpAfterError('(run "sitelens --help" for usage)');

  program
    .command('serve')
    .description('start the HTTP service (settings from environment variables, see README)')
    .option('-p, --port <port>', 'port to listen on (overrides PORT, default 8787)', parsePort)
    .option('-H, --host <host>', 'interface to bind (overrides HOST, default 127.0.0.1)')
    .option(
      '-w, --workers <n>',
      'worker processes sharing the port (overrides WORKERS, default 1; 0 or auto: one per CPU core); more than one needs DATABASE_URL',
      parseWorkers,
    )
    .action(async (options: ServeCommandOptions) => {
      await serveCommand(loadConfig(), options);
    });

  program
    .command('domain')
    .description('analyse domain names: scores, valuation, notes')
    .argument('[names...]', 'domain names, for example bestcoffee.com')
    .option('--json', 'print the same data as the API (one name: an object, several: an array)')
    .option('--csv', 'print CSV (the default with --file)')
    .option(
      '-f, --file <path>',
      'bulk mode: analyse every name in a file, one per line (- = stdin)',
    )
    .option('-o, --out <path>', 'bulk mode: write the results to a file instead of stdout')
    .addHelpText(
      'after',
      '\nExamples:\n  sitelens domain bestcoffee.com\n  sitelens domain bestcoffee.com bücher.de --json\n  sitelens domain --file names.txt --out results.csv',
    )
    .action(async (names: string[], options: DomainCommandOptions) => {
      exitCode = await domainCommand(names, options, io);
    });

  program
    .command('audit')
    .description('audit web pages: 14 on-page SEO checks and a score')
    .argument(
      '[urls...]',
      'page URLs, for example https://example.com/ (https is added when missing)',
    )
    .option('--json', 'print the same data as the API')
    .option('--csv', 'print CSV, one column per check (the default with --file)')
    .option('-f, --file <path>', 'bulk mode: audit every URL in a file, one per line (- = stdin)')
    .option('-o, --out <path>', 'write the results to a file instead of stdout')
    .option(
      '-c, --concurrency <n>',
      'bulk mode: pages fetched at a time (default 4)',
      parseConcurrency,
    )
    .addHelpText(
      'after',
      '\nExamples:\n  sitelens audit example.com\n  sitelens audit --file urls.txt --concurrency 8 --out audit.csv\n\nLoopback and private addresses are refused unless ALLOW_PRIVATE_TARGETS=true.',
    )
    .action(async (urls: string[], options: AuditCommandOptions) => {
      exitCode = await auditCommand(urls, options, loadConfig(), io);
    });

  addStrategyCommand(program, io, (code) => {
    exitCode = code;
  });

  addNamesCommand(program, io, (code) => {
    exitCode = code;
  });

  addAdminCommands(program, io, (code) => {
    exitCode = code;
  });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof ConfigError) {
      io.stderr.write(`sitelens: ${error.message}\n`);
      return 1;
    }
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
      io.stderr.write(`sitelens: ${(error as Error).message}\n`);
      return 1;
    }
    throw error;
  }
  return exitCode;
}
