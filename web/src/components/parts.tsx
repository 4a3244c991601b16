import { tone } from '../format';
import type { ScorePart } from '../types';

const LABELS: Record<string, string> = {
  length: 'Length',
  syllables: 'Syllables',
  'word-count': 'Word count',
  dictionary: 'Dictionary words',
  commonness: 'Common words',
  pronounceability: 'Pronounceable',
  'radio-test': 'Radio test',
  hyphens: 'Hyphens',
  digits: 'Digits',
  negative: 'Negative words',
  keywords: 'Keywords',
  intent: 'Commercial intent',
  'exact-match': 'Exact match',
  tld: 'Extension',
};

function label(key: string): string {
  return LABELS[key] ?? key.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

function shown(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** The ingredients of a score, each as a labelled bar with what was measured. */
export function ScoreParts({ parts }: { parts: ScorePart[] }) {
  return (
    <ul className="parts">
      {parts
        .filter((part) => part.weight > 0)
        .map((part) => (
          <li key={part.key} className="part" title={shown(part.value)}>
            <span className="part__name">{label(part.key)}</span>
            <span
              className={`bar tone-${tone(part.score, 75, 40)}`}
              role="img"
              aria-label={`${label(part.key)}: ${Math.round(part.score)} out of 100 (${shown(part.value)})`}
            >
              <span className="bar__fill" style={{ width: `${Math.max(2, part.score)}%` }} />
            </span>
            <span className="part__value">{Math.round(part.score)}</span>
          </li>
        ))}
    </ul>
  );
}
