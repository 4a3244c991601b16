/** One dependency's state in the health answer. */
export interface CheckResult {
  /** `disabled`: not configured (no database, or no Redis: the in-process default). */
  status: 'ok' | 'down' | 'disabled';
  /** How long the probe took (ms, one decimal); null when disabled. */
  latencyMs: number | null;
}

/** A liveness probe: resolves when the dependency answers, rejects (or hangs) when it does not. */
export type Probe = () => Promise<void>;

/** The dependencies health reports on; an absent probe is `disabled`. */
export interface HealthProbes {
  /** The store (`store.ping`). */
  database?: Probe;
  /** The shared cache and rate-limit store (Redis `PING`). */
  cache?: Probe;
}

/** Every check of the health answer. */
export interface HealthChecks {
  database: CheckResult;
  cache: CheckResult;
}

/** How long one probe may take before its dependency counts as down, ms. */
export const PROBE_TIMEOUT_MS = 1_000;

const round = (ms: number): number => Math.round(ms * 10) / 10;

/** Runs one probe, bounded by `timeoutMs`: a hung dependency is `down` after that time. */
export async function runProbe(
  probe: Probe | undefined,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<CheckResult> {
  if (probe === undefined) return { status: 'disabled', latencyMs: null };
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([probe().then(() => 'ok' as const), timeout]);
    return {
      status: outcome === 'ok' ? 'ok' : 'down',
      latencyMs: round(performance.now() - started),
    };
  } catch {
    return { status: 'down', latencyMs: round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes every dependency at once, each bounded by `timeoutMs`, so health answers within
 * about that time even when a dependency hangs.
 */
export async function runHealthChecks(
  probes: HealthProbes,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<HealthChecks> {
  const [database, cache] = await Promise.all([
    runProbe(probes.database, timeoutMs),
    runProbe(probes.cache, timeoutMs),
  ]);
  return { database, cache };
}

/** `degraded` when any configured dependency is down, else `ok`. */
export function overallStatus(checks: HealthChecks): 'ok' | 'degraded' {
  return Object.values(checks).some((check) => check.status === 'down') ? 'degraded' : 'ok';
}
