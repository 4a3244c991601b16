/** What the HTTP benchmarks share: their options, one autocannon run, percentiles, a PostgreSQL probe. */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

/** `--duration <s>` (default 5) and `--connections <n>` (default 10) of an HTTP benchmark. */
export function loadArgs(): { durationS: number; connections: number } {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
    },
    strict: false,
  });
  return { durationS: Number(values.duration), connections: Number(values.connections) };
}

/** One autocannon run. */
export interface CannonOptions {
  url: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** GET these paths in turn (default: the URL's own path). */
  paths?: readonly string[];
}

/**
 * Runs autocannon and keeps every 2xx latency: autocannon's own histogram keeps whole
 * milliseconds, and loopback latencies are below that.
 */
export function cannon(
  options: CannonOptions,
): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const { url, connections, durationS, headers = {}, paths } = options;
  const latencies: number[] = [];
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationS,
        headers,
        ...(paths === undefined
          ? {}
          : {
              requests: [
                {
                  method: 'GET' as const,
                  setupRequest: (request) => {
                    request.path = paths[next % paths.length] ?? '/';
                    next += 1;
                    return request;
                  },
                },
              ],
            }),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
}

/** The p-th percentile (0–100) of `values`, NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** True when a PostgreSQL server answers at `url` within two seconds. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
