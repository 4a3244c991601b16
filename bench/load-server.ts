/**
 * The processes `bench/load.ts` loads: `sitelens serve` started as a user starts it (its own
 * process, or a cluster of workers), and the small local site the audits fetch. Each is a child
 * process, so the load generator never shares an event loop with them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const BIN = new URL('../bin/sitelens.js', import.meta.url).pathname;

/** A running `sitelens serve`. */
export interface Service {
  base: string;
  pid: number;
  /** Resident memory of the process and all its descendants (the workers), bytes. */
  rss(): number;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/** The parent pid of every process, from /proc (Linux). */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      out.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  return out;
}

function vmRss(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** VmRSS of `pid` and every process descending from it, bytes. */
export function treeRss(pid: number): number {
  const byParent = parents();
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of byParent) if (parent === tree[i]) tree.push(child);
  }
  return tree.reduce((sum, p) => sum + vmRss(p), 0);
}

async function waitFor<T>(
  probe: () => T | undefined,
  child: ChildProcess,
  log: string,
): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`sitelens serve did not start:\n${readFileSync(log, 'utf8').slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts `node bin/sitelens.js serve [--workers N]` on a free loopback port with `env` on top of
 * this environment, its log written to a file (as a service's log goes to a collector, not
 * through the load generator), and resolves once it — or each of its `workers` — listens.
 */
export async function startService(env: Record<string, string>, workers = 1): Promise<Service> {
  const dir = await mkdtemp(join(tmpdir(), 'sitelens-load-'));
  const log = join(dir, 'server.log');
  const fd = openSync(log, 'w');
  const args = workers > 1 ? ['serve', '--workers', String(workers)] : ['serve'];
  const child = spawn(process.execPath, [BIN, ...args], {
    stdio: ['ignore', fd, fd],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
  });
  const exited = once(child, 'exit');
  const port = await waitFor(
    () => {
      const text = readFileSync(log, 'utf8');
      if (workers <= 1) return /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(text)?.[1];
      const listening = [...text.matchAll(/"port":(\d+),"msg":"worker listening"/g)];
      return listening.length >= workers ? listening[0]?.[1] : undefined;
    },
    child,
    log,
  );
  const pid = child.pid ?? 0;
  return {
    base: `http://127.0.0.1:${port}`,
    pid,
    rss: () => treeRss(pid),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The local site of `bench/audit-site.ts`: its base URL, and how to stop it. */
export async function startAuditSite(): Promise<{ base: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [new URL('./audit-site.ts', import.meta.url).pathname], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}
