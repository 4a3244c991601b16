import { tone } from '../format';

interface ScoreRingProps {
  score: number;
  label: string;
  /** Diameter in px. */
  size?: number;
  /** Score from which the ring is green (and, for `average`, orange). */
  good?: number;
  average?: number;
}

/** A 0–100 score as a ring that fills clockwise, coloured by band, with the number inside. */
export function ScoreRing({ score, label, size = 96, good = 90, average = 50 }: ScoreRingProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(score)));
  const stroke = size / 10;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const band = tone(clamped, good, average);
  return (
    <figure className="ring">
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={`${label}: ${clamped} out of 100`}
      >
        <circle
          className="ring__track"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
        />
        <circle
          className={`tone-${band}`}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
        <text
          className="ring__value"
          x="50%"
          y="50%"
          dominantBaseline="central"
          textAnchor="middle"
          fontSize={size * 0.3}
        >
          {clamped}
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
