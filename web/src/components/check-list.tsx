import type { AuditCheck, CheckStatus } from '../types';

const MARKS: Record<CheckStatus, { symbol: string; word: string; css: string }> = {
  pass: { symbol: '✓', word: 'Passed', css: 'pass' },
  warn: { symbol: '!', word: 'Warning', css: 'warn' },
  fail: { symbol: '✕', word: 'Failed', css: 'fail' },
  'n/a': { symbol: '–', word: 'Not applicable', css: 'na' },
  error: { symbol: '?', word: 'Could not check', css: 'error' },
};

/** Check titles write code in backticks (`<title>`): show those parts as code. */
function withCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) =>
    // Odd parts sat between backticks.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string.
    i % 2 === 1 ? <code key={i}>{part}</code> : part,
  );
}

function itemText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item !== 'object' || item === null) return String(item);
  return Object.entries(item)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(' · ');
}

/** Counts of each outcome: "11 passed · 2 warnings · 1 failed". */
export function CheckSummary({ checks }: { checks: AuditCheck[] }) {
  const count = (status: CheckStatus) => checks.filter((c) => c.status === status).length;
  const parts: [number, string, string][] = [
    [count('pass'), 'passed', 'good'],
    [count('warn'), count('warn') === 1 ? 'warning' : 'warnings', 'warn'],
    [count('fail') + count('error'), 'failed', 'bad'],
    [count('n/a'), 'not applicable', 'na'],
  ];
  return (
    <p className="summary-line">
      {parts
        .filter(([n]) => n > 0)
        .map(([n, word, css]) => (
          <span key={word} className={`tone-${css}`}>
            {n} {word}
          </span>
        ))}
    </p>
  );
}

/** The audit's checks in their fixed order, each with its mark, what was found, and the fix. */
export function CheckList({ checks }: { checks: AuditCheck[] }) {
  return (
    <ol className="checks" aria-label="Audit checks">
      {checks.map((check) => {
        const mark = MARKS[check.status] ?? MARKS.error;
        return (
          <li
            key={check.id}
            className={`check check--${mark.css}`}
            data-check={check.id}
            data-status={check.status}
          >
            <span className={`mark mark--${mark.css}`} aria-hidden="true">
              {mark.symbol}
            </span>
            <div>
              <div>
                <span className="check__title">{withCode(check.title)}</span>
                <span className="check__status">{mark.word}</span>
              </div>
              <p className="check__fix">{withCode(check.explanation)}</p>
              {check.items && check.items.length > 0 ? (
                <details>
                  <summary>
                    {check.items.length} element{check.items.length === 1 ? '' : 's'} to fix
                  </summary>
                  <ul>
                    {check.items.slice(0, 100).map((item, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity; the list never reorders.
                      <li key={index}>{itemText(item)}</li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
