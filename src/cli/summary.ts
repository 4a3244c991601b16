import type { DomainAnalysis, ValuationFactor } from '../core/domain/types.ts';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const LABEL_WIDTH = 14;

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function row(label: string, value: string): string {
  return `  ${label.padEnd(LABEL_WIDTH)}${value}`;
}

/** `+80%` for an effect of 1.8, `−50%` for 0.5. */
export function formatEffect(effect: number): string {
  const percent = Math.round((effect - 1) * 100);
  return percent >= 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

/** The factors that moved the estimate most, strongest first. */
export function topFactors(factors: readonly ValuationFactor[], count = 5): ValuationFactor[] {
  const strength = (f: ValuationFactor): number =>
    f.effect > 0 ? Math.abs(Math.log(f.effect)) : 0;
  return [...factors].sort((a, b) => strength(b) - strength(a)).slice(0, count);
}

/**
 * A readable, multi-line summary of one analysis for the terminal: name, words, scores,
 * valuation with range, the strongest factors and the notes.
 */
export function formatSummary(a: DomainAnalysis): string {
  const title = a.unicode !== a.domain ? `${a.unicode} (${a.domain})` : a.domain;
  const lines = [title];
  if (a.subdomain !== null) {
    lines.push(row('Analysed as', `${a.registrable} (subdomain "${a.subdomain}" ignored)`));
  }
  lines.push(row('Words', a.words.length > 0 ? a.words.join(' · ') : '—'));

  const l = a.linguistic;
  lines.push(
    row(
      'Linguistic',
      `${Math.round(l.score)}/100  (${plural(l.length, 'character')}, ${plural(l.syllables, 'syllable')}, ${plural(l.wordCount, 'word')})`,
    ),
  );
  const s = a.seo;
  const keywords = s.keywords.map((k) => k.word).join(', ');
  lines.push(
    row(
      'SEO',
      `${Math.round(s.score)}/100  (.${a.publicSuffix}: ${s.tldType}, trust ${s.tldTrust}${keywords ? `; keywords: ${keywords}` : ''})`,
    ),
  );
  const v = a.valuation;
  lines.push(
    row(
      'Valuation',
      `${usd.format(v.estimate)}  (range ${usd.format(v.low)}–${usd.format(v.high)}, confidence ${Math.round(v.confidence * 100)}%)`,
    ),
  );
  topFactors(v.factors).forEach((f, i) => {
    lines.push(
      row(i === 0 ? 'Top factors' : '', `${formatEffect(f.effect).padStart(6)}  ${f.label}`),
    );
  });
  a.notes.forEach((note, i) => {
    lines.push(row(i === 0 ? 'Notes' : '', `• ${note}`));
  });
  return lines.join('\n');
}
