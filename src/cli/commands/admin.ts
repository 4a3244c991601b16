import type { Command } from 'commander';
import { isPlan, type UserListing } from '../../admin/admin-ops.ts';
import { withAdmin } from '../../admin/open-admin.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { PLAN_LIMITS } from '../../store/quota.ts';
import type { CliIo } from '../io.ts';

function table(users: UserListing[]): string {
  const rows = [
    ['EMAIL', 'PLAN', 'CREATED', 'LAST SIGN-IN', 'ID'],
    ...users.map((u) => [u.email, u.plan, u.createdAt, u.lastSignInAt ?? '-', u.id]),
  ];
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Runs an admin action, turning expected failures into one line on stderr and exit code 1. */
async function run(io: CliIo, action: () => Promise<number>): Promise<number> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    io.stderr.write(`sitelens: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

/**
 * Adds the administrative commands: `sitelens users list [--json]`,
 * `sitelens users set-plan <email> <free|pro>` and `sitelens keys [--json]`. They work on the
 * configured data (`DATABASE_URL`, else `DATA_DIR`), through the running server when it holds
 * the embedded database.
 */
export function addAdminCommands(
  program: Command,
  io: CliIo,
  setExitCode: (code: number) => void,
): void {
  const users = program.command('users').description('list accounts and change their plan');

  users
    .command('list')
    .description('list the accounts: email, plan, created, last sign-in, id')
    .option('--json', 'print a JSON array')
    .action(async (options: { json?: boolean }) => {
      setExitCode(
        await run(io, () =>
          withAdmin(loadConfig(), async (ops) => {
            const list = await ops.listUsers();
            if (options.json) io.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
            else if (list.length === 0) io.stdout.write('No accounts yet.\n');
            else io.stdout.write(`${table(list)}\n`);
            return 0;
          }),
        ),
      );
    });

  users
    .command('set-plan')
    .description('move an account to another plan (free: 10 analyses a day, pro: 500)')
    .argument('<email>', 'the account’s email')
    .argument('<plan>', 'free or pro')
    .action(async (email: string, plan: string) => {
      if (!isPlan(plan)) {
        io.stderr.write(`sitelens: the plan is free or pro (got "${plan}").\n`);
        setExitCode(2);
        return;
      }
      setExitCode(
        await run(io, () =>
          withAdmin(loadConfig(), async (ops) => {
            const user = await ops.setPlan(email, plan);
            if (user === null) {
              io.stderr.write(`sitelens: no account has the email ${email}.\n`);
              return 1;
            }
            io.stdout.write(
              `${user.email} is now on the ${plan} plan (${PLAN_LIMITS[plan]} analyses a day), from now on.\n`,
            );
            return 0;
          }),
        ),
      );
    });

  program
    .command('keys')
    .description('print the data API URL and the publishable key (for createClient)')
    .option('--json', 'print {dataApiUrl, publishableKey}')
    .action(async (options: { json?: boolean }) => {
      setExitCode(
        await run(io, () =>
          withAdmin(loadConfig(), async (ops) => {
            const keys = await ops.keys();
            io.stdout.write(
              options.json
                ? `${JSON.stringify(keys, null, 2)}\n`
                : `Data API URL     ${keys.dataApiUrl}\nPublishable key  ${keys.publishableKey}\n`,
            );
            return 0;
          }),
        ),
      );
    });
}
