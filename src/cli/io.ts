import type { Readable, Writable } from 'node:stream';

/** An output stream that may be a terminal. */
export type CliOutput = Writable & { isTTY?: boolean };

/** The streams a CLI command reads and writes (injected so commands can be tested). */
export interface CliIo {
  stdin: Readable;
  stdout: CliOutput;
  stderr: CliOutput;
}

/** The process's own standard streams. */
export function processIo(): CliIo {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
}
