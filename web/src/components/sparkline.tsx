/** One probe of an endpoint. */
export interface Probe {
  up: boolean;
  ms: number;
}

const WIDTH = 200;
const HEIGHT = 48;

/** Latencies of the last probes as a line, with a dot per probe (red when it was down). */
export function Sparkline({ probes, label }: { probes: Probe[]; label: string }) {
  if (probes.length === 0) return null;
  const max = Math.max(...probes.map((p) => p.ms), 1);
  const step = probes.length > 1 ? (WIDTH - 8) / (probes.length - 1) : 0;
  const points = probes.map((p, i) => ({
    x: 4 + i * step,
    y: HEIGHT - 4 - (p.ms / max) * (HEIGHT - 8),
    up: p.up,
  }));
  const up = probes.filter((p) => p.up).length;
  return (
    <svg
      className="sparkline"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`${label}: last ${probes.length} checks, ${up} up, latest ${probes.at(-1)?.ms} ms, slowest ${max} ms`}
    >
      {points.length > 1 ? (
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
      {points.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: probes are a fixed-length window in time order.
        <circle key={i} className={p.up ? 'up' : 'down'} cx={p.x} cy={p.y} r={2.5} />
      ))}
    </svg>
  );
}
