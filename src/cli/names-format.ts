import type { NameCandidate } from '../core/names/types.ts';
import type { NameSearchData } from '../names/run-name-search.ts';
import { csvField } from './csv.ts';

/** Columns of `sitelens names --csv`, in order. */
export const NAMES_CSV_COLUMNS = [
  'rank',
  'domain',
  'score',
  'linguistic_score',
  'seo_score',
  'estimate_usd',
  'low_usd',
  'high_usd',
  'availability',
  'kind',
  'style',
  'words',
  'reason',
] as const;

/** The name search as CSV: a header line, then one line per candidate, best first. */
export function namesCsv(data: NameSearchData): string {
  const rows = data.candidates.map((c, i) =>
    [
      i + 1,
      c.domain,
      c.score,
      c.linguistic,
      c.seo,
      c.valuation.estimate,
      c.valuation.low,
      c.valuation.high,
      c.availability,
      c.kind,
      c.style,
      c.words.join(' '),
      c.reason,
    ]
      .map(csvField)
      .join(','),
  );
  return `${[NAMES_CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** What the availability column means for this run, in a sentence. */
function availabilityNote(data: NameSearchData): string {
  const a = data.availability;
  if (!a.checked) return 'Availability not checked (--no-check).';
  if (!a.trusted) {
    return 'Availability unknown: DNS could not be used from here (no network, or a resolver that does not tell registered names from free ones).';
  }
  const late = a.timedOut > 0 ? ` ${a.timedOut} did not answer within ${a.deadlineMs} ms.` : '';
  return `Availability from DNS: "likely available" = no such name in DNS; confirm with a registrar.${late}`;
}

/**
 * The name search as a readable table: rank, domain, score, linguistic and SEO scores,
 * estimated value, availability and why the name was suggested.
 */
export function formatNames(data: NameSearchData): string {
  const head = ['#', 'domain', 'score', 'ling', 'seo', 'value', 'availability', 'why'];
  const rows = data.candidates.map((c: NameCandidate, i) => [
    String(i + 1),
    c.domain,
    c.score.toFixed(1),
    String(Math.round(c.linguistic)),
    String(Math.round(c.seo)),
    usd(c.valuation.estimate),
    c.availability,
    c.reason,
  ]);
  const widths = head.map((h, col) =>
    Math.max(h.length, ...rows.map((r) => (r[col] ?? '').length)),
  );
  const right = new Set([0, 2, 3, 4, 5]);
  const line = (cells: string[]) =>
    cells
      .map((cell, col) => {
        if (col === cells.length - 1) return cell;
        const w = widths[col] ?? 0;
        return right.has(col) ? cell.padStart(w) : cell.padEnd(w);
      })
      .join('  ');
  const title = `${data.candidates.length} names for "${data.keywords}" on .${data.options.tlds.join(', .')}`;
  return [title, '', line(head), ...rows.map(line), '', availabilityNote(data), ''].join('\n');
}
