import { formatUsd, formatUsdShort } from '../format';
import type { DomainAnalysis } from '../types';

type Valuation = DomainAnalysis['valuation'];

const WIDTH = 360;
const HEIGHT = 60;
const PAD = 20;

/**
 * The likely price range as a band on a logarithmic axis (prices of names span $10 to
 * millions), with the point estimate marked.
 */
export function ValuationBar({ valuation }: { valuation: Valuation }) {
  const low = Math.max(1, valuation.low);
  const high = Math.max(low, valuation.high);
  const estimate = Math.min(high, Math.max(low, valuation.estimate));
  const from = Math.floor(Math.log10(low)) - (Math.log10(low) % 1 < 0.3 ? 1 : 0);
  const to = Math.ceil(Math.log10(high) + 0.01);
  const x = (value: number) =>
    PAD + ((Math.log10(value) - from) / Math.max(1, to - from)) * (WIDTH - 2 * PAD);
  const ticks: number[] = [];
  for (let power = from; power <= to; power++) ticks.push(10 ** power);
  return (
    <div className="valuation">
      <p className="valuation__figure">{formatUsd(valuation.estimate)}</p>
      <p className="muted">
        Likely range {formatUsd(valuation.low)} – {formatUsd(valuation.high)} · confidence{' '}
        {Math.round(valuation.confidence * 100)} %
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Estimated value ${formatUsd(valuation.estimate)}, likely between ${formatUsd(valuation.low)} and ${formatUsd(valuation.high)}`}
      >
        <line
          className="valuation__axis"
          x1={PAD}
          x2={WIDTH - PAD}
          y1={26}
          y2={26}
          strokeWidth={2}
        />
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className="valuation__axis"
              x1={x(tick)}
              x2={x(tick)}
              y1={20}
              y2={32}
              strokeWidth={1}
            />
            <text className="valuation__tick" x={x(tick)} y={54} textAnchor="middle">
              {formatUsdShort(tick)}
            </text>
          </g>
        ))}
        <rect
          className="valuation__band"
          x={x(low)}
          y={16}
          width={Math.max(4, x(high) - x(low))}
          height={20}
          rx={6}
          strokeWidth={1.5}
        />
        <circle className="valuation__marker" cx={x(estimate)} cy={26} r={7} />
      </svg>
    </div>
  );
}

/** What moved the value: each factor as a bar left (lowers) or right (raises) of the middle. */
export function FactorList({ factors }: { factors: Valuation['factors'] }) {
  const sorted = [...factors].sort(
    (a, b) => Math.abs(Math.log(b.effect)) - Math.abs(Math.log(a.effect)),
  );
  return (
    <ul className="factors">
      {sorted.map((factor) => {
        const change = Math.round((factor.effect - 1) * 100);
        const up = factor.effect >= 1;
        // Half the bar is a factor of 4 either way.
        const share = Math.min(50, (Math.abs(Math.log(factor.effect)) / Math.log(4)) * 50);
        const words = `${up ? 'raises' : 'lowers'} the value by ${Math.abs(change)} %`;
        return (
          <li key={factor.key} className="factor">
            <span>{factor.label}</span>
            <span className={`factor__effect tone-${up ? 'good' : 'bad'}`}>
              {up ? '+' : '−'}
              {Math.abs(change)} %
            </span>
            <span
              className={`factor__bar tone-${up ? 'good' : 'bad'}`}
              role="img"
              aria-label={`${factor.label} ${words}`}
            >
              <span
                style={
                  up ? { left: '50%', width: `${share}%` } : { right: '50%', width: `${share}%` }
                }
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
