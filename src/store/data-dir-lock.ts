import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** Name of the lock file inside `DATA_DIR`; it holds the owning process id. */
export const LOCK_FILE = 'sitelens.lock';

/** Thrown when another live process holds `DATA_DIR` (PGlite is single-process). */
export class DataDirBusyError extends Error {
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by process ${pid}: the embedded database (PGlite) can be opened by one process at a time. Stop that process, or set DATABASE_URL to share a PostgreSQL server.`,
    );
    this.name = 'DataDirBusyError';
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid recorded in `dataDir`'s lock when that process is still running, else null. */
export async function lockHolder(dataDir: string): Promise<number | null> {
  const text = await readFile(join(dataDir, LOCK_FILE), 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isSafeInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/**
 * Takes `dataDir` for this process (creating it), so that a second process — a second server,
 * or `sitelens users …` while the server runs — gets a clear error instead of corrupting the
 * database. A lock left by a process that no longer runs is taken over.
 *
 * @returns a function that releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        if ((await readFile(path, 'utf8').catch(() => '')) === String(process.pid)) {
          await unlink(path).catch(() => {});
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await lockHolder(dataDir);
      if (holder !== null) throw new DataDirBusyError(dataDir, holder);
      await unlink(path).catch(() => {});
    }
  }
  throw new Error(`Could not take the lock ${path}.`);
}
