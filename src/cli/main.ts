/**
 * Entry point of the `sitelens` command (`node src/cli/main.ts …`, or `bin/sitelens.js`).
 */
import { runCli } from './program.ts';

// A closed pipe (`sitelens … | head`) ends the command quietly instead of with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

const code = await runCli(process.argv);
// `serve` keeps running; every other command is done once runCli returns.
if (code !== 0) process.exitCode = code;
