/**
 * One autocannon run for `bench/load.ts`: requests whose path changes every time (so each is a
 * cache miss), with every response's status and latency kept at sub-millisecond precision
 * (autocannon's own histogram keeps whole milliseconds).
 */
import autocannon from 'autocannon';

/** What to send: the server, a path per request, and how hard. */
export interface RunOptions {
  base: string;
  /** The path (with query) of the n-th request. */
  path: (n: number) => string;
  connections: number;
  /** Seconds to run; ignored when `amount` is set. */
  durationS: number;
  /** Exactly this many requests, then stop. */
  amount?: number;
  /** Requests per second across all connections (default: as fast as the server answers). */
  rate?: number;
}

/** Latencies of one status class, milliseconds. */
export interface Latency {
  count: number;
  p50: number;
  p99: number;
}

/** The outcome of a run. */
export interface RunResult {
  requests: number;
  /** Responses per second over the run. */
  rps: number;
  /** Response count by HTTP status. */
  statuses: Record<number, number>;
  /** Latency of every response, and of each status on its own. */
  latency: Latency;
  byStatus: Record<number, Latency>;
  /** Connection errors (refused, reset) and timeouts: socket-level failures. */
  socketErrors: number;
  timeouts: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summarise(values: number[]): Latency {
  const sorted = Float64Array.from(values).sort();
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** Runs autocannon once with `options` and measures every response. */
export function run(options: RunOptions): Promise<RunResult> {
  let n = 0;
  const latencies: number[] = [];
  const byStatus = new Map<number, number[]>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.base,
        connections: options.connections,
        duration: options.durationS,
        ...(options.amount === undefined ? {} : { amount: options.amount }),
        ...(options.rate === undefined ? {} : { overallRate: options.rate }),
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: options.path(n++) }) },
        ],
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        const statuses: Record<number, number> = {};
        const perStatus: Record<number, Latency> = {};
        for (const [status, values] of byStatus) {
          statuses[status] = values.length;
          perStatus[status] = summarise(values);
        }
        resolve({
          requests: latencies.length,
          rps: latencies.length / Math.max(result.duration, 0.001),
          statuses,
          latency: summarise(latencies),
          byStatus: perStatus,
          socketErrors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      const list = byStatus.get(status);
      if (list === undefined) byStatus.set(status, [ms]);
      else list.push(ms);
    });
  });
}
