import type { DomainAnalysis, DomainError, Result } from '../core/domain/types.ts';

/** Columns of the bulk CSV, in order. */
export const CSV_COLUMNS = [
  'input',
  'domain',
  'words',
  'linguistic_score',
  'seo_score',
  'estimate_usd',
  'low_usd',
  'high_usd',
  'confidence',
  'error',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text field
 * that a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) is prefixed with `'`.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header line of the bulk CSV (no line break). */
export function csvHeader(): string {
  return CSV_COLUMNS.join(',');
}

/** One CSV line (no line break) for an input name and its analysis or error. */
export function csvRow(input: string, result: Result<DomainAnalysis, DomainError>): string {
  const fields: (string | number)[] = result.ok
    ? [
        input,
        result.value.domain,
        result.value.words.join(' '),
        Math.round(result.value.linguistic.score),
        Math.round(result.value.seo.score),
        result.value.valuation.estimate,
        result.value.valuation.low,
        result.value.valuation.high,
        result.value.valuation.confidence,
        '',
      ]
    : [input, '', '', '', '', '', '', '', '', result.error.message];
  return fields.map(csvField).join(',');
}
