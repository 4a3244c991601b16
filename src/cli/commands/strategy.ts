import type { Command } from 'commander';
import { type Config, loadConfig } from '../../config.ts';
import { createFetchPage } from '../../fetcher/index.ts';
import { createAuditUrl } from '../../http/audit-url.ts';
import { runStrategy } from '../../strategy-runner.ts';
import { VERSION } from '../../version.ts';
import type { CliIo } from '../io.ts';
import { formatStrategy } from '../strategy-format.ts';

/** Options of `sitelens strategy`, as parsed by commander. */
export interface StrategyCommandOptions {
  json?: boolean;
  url?: string;
}

/**
 * `sitelens strategy <domain>`: analyse the name, audit its home page, print the plan
 * (readable, or with `--json` the plan as data). `--url <page>` audits that page instead.
 * A bare IP or localhost (`127.0.0.1:8080`) is audited over http and planned from the page
 * alone. Private and loopback targets are reachable only with ALLOW_PRIVATE_TARGETS=true.
 *
 * @returns the exit code: 0 with a plan (also when the site could not be fetched), 1 when
 * the name is invalid or a bare host's page could not be fetched.
 */
export async function strategyCommand(
  domain: string,
  options: StrategyCommandOptions,
  config: Config,
  io: CliIo,
): Promise<number> {
  const fetchPage = createFetchPage({
    version: VERSION,
    allowPrivateTargets: config.allowPrivateTargets,
  });
  const clock = () => new Date();
  const input = options.url === undefined ? { domain } : { domain, url: options.url };
  const result = await runStrategy(input, { auditUrl: createAuditUrl(fetchPage, clock), clock });
  if (!result.ok) {
    io.stderr.write(`sitelens: ${domain}: ${result.error.message}\n`);
    return 1;
  }
  io.stdout.write(
    options.json
      ? `${JSON.stringify(result.value, null, 2)}\n`
      : `${formatStrategy(result.value)}\n`,
  );
  return 0;
}

/** Adds `sitelens strategy <domain> [--json] [--url <page>]` to the program. */
export function addStrategyCommand(
  program: Command,
  io: CliIo,
  setExitCode: (code: number) => void,
): void {
  program
    .command('strategy')
    .description('strategic plan for a domain: scores, prioritised actions, alternatives')
    .argument('<domain>', 'a domain (example.com), or host:port of a local site (127.0.0.1:8080)')
    .option('--json', 'print the plan as JSON')
    .option('--url <page>', 'audit this page instead of the home page of <domain>')
    .addHelpText(
      'after',
      '\nExamples:\n  sitelens strategy example.com\n  sitelens strategy example.com --json\n  sitelens strategy example.com --url http://127.0.0.1:8080/\n\nLoopback and private addresses are refused unless ALLOW_PRIVATE_TARGETS=true.',
    )
    .action(async (domain: string, options: StrategyCommandOptions) => {
      setExitCode(await strategyCommand(domain, options, loadConfig(), io));
    });
}
