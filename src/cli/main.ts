/**
 * Entry point of the `sitelens` command (`node src/cli/main.ts …`, or `bin/sitelens.js`).
 */
import { runCli } from './program.ts';

process.exitCode = await runCli(process.argv);
