import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The `sitelens` executable of this checkout. */
export const BIN = join(import.meta.dirname, '..', '..', 'bin', 'sitelens.js');

/** What a finished `sitelens` process printed and returned. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `sitelens <args>` as a child process with `stdin` and extra environment variables. */
export function runCli(
  args: string[],
  options: { stdin?: string; env?: Record<string, string> } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      stdio: 'pipe',
      env: { ...process.env, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      stdout += s;
    });
    child.stderr.setEncoding('utf8').on('data', (s: string) => {
      stderr += s;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}
