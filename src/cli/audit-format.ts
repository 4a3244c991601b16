import { CHECKS } from '../core/audit/checks/index.ts';
import type { Result } from '../core/domain/types.ts';
import type { FetchError } from '../fetcher/index.ts';
import type { AuditData } from '../http/audit-url.ts';
import { csvField } from './csv.ts';

/** Check ids, in the audit's order: one CSV column each. */
const CHECK_IDS = CHECKS.map((c) => c.meta.id);

/** Columns of the bulk audit CSV: the page, its score, then one column per check (its status). */
export const AUDIT_CSV_COLUMNS = [
  'url',
  'final_url',
  'status_code',
  'score',
  'error',
  ...CHECK_IDS,
];

/** The header line of the bulk audit CSV (no line break). */
export function auditCsvHeader(): string {
  return AUDIT_CSV_COLUMNS.join(',');
}

/** One CSV line (no line break) for a URL and its audit or fetch error. */
export function auditCsvRow(input: string, result: Result<AuditData, FetchError>): string {
  if (!result.ok) {
    return [
      input,
      '',
      '',
      '',
      `${result.error.code}: ${result.error.message}`,
      ...CHECK_IDS.map(() => ''),
    ]
      .map(csvField)
      .join(',');
  }
  const d = result.value;
  const status = new Map(d.checks.map((c) => [c.id, c.status]));
  return [
    input,
    d.finalUrl,
    d.statusCode,
    d.score,
    '',
    ...CHECK_IDS.map((id) => status.get(id) ?? ''),
  ]
    .map(csvField)
    .join(',');
}

const MARK: Record<string, string> = { pass: '✓', warn: '!', fail: '✗', 'n/a': '–', error: '?' };

/** A readable summary of one audit: score, then each check with its mark and what to fix. */
export function formatAudit(d: AuditData): string {
  const lines = [
    d.finalUrl === d.url ? d.url : `${d.url} → ${d.finalUrl}`,
    `  Score         ${d.score}/100   (HTTP ${d.statusCode}, ${(d.bytes / 1024).toFixed(0)} kB, ${Math.round(d.fetchMs)} ms)`,
  ];
  if (d.page.title) lines.push(`  Title         ${d.page.title}`);
  lines.push('  Checks');
  for (const c of d.checks) {
    lines.push(`    ${MARK[c.status] ?? ' '} ${c.id.padEnd(17)}${c.title}`);
    if (c.status === 'fail' || c.status === 'warn') lines.push(`      ${c.explanation}`);
  }
  for (const note of d.notes) lines.push(`  Note          ${note}`);
  return lines.join('\n');
}
