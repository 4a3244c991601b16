import { formatUsd } from '../core/strategy/score.ts';
import type { Alternative, Finding, StrategyPlan } from '../core/strategy/types.ts';

function findingLines(title: string, mark: string, findings: readonly Finding[]): string[] {
  if (findings.length === 0) return [];
  return ['', title, ...findings.map((f) => `  ${mark} ${f.text}  [${f.source}]`)];
}

function alternativeLines(alts: readonly Alternative[]): string[] {
  if (alts.length === 0) return [];
  const rows = alts.map((a) => [
    a.unicode === a.domain ? a.domain : `${a.unicode} (${a.domain})`,
    a.kind,
    formatUsd(a.estimate),
    `${formatUsd(a.low)}–${formatUsd(a.high)}`,
    a.reason,
  ]);
  const header = ['Name', 'Kind', 'Estimate', 'Likely range', 'Why'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `  ${cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ')}`;
  return [
    '',
    'Alternatives (valuations by the domain engine; availability not checked)',
    line(header),
    ...rows.map(line),
  ];
}

/**
 * A readable plan: summary, score, the site's status, the numbered actions with their
 * impact and effort, then strengths, weaknesses, opportunities, risks and a table of
 * alternative names. Each finding ends with its source in brackets.
 */
export function formatStrategy(plan: StrategyPlan): string {
  const { name, site } = plan.scoreParts;
  const parts = [name === null ? null : `name ${name}`, site === null ? null : `site ${site}`];
  const lines = [
    `Strategy for ${plan.domain ?? plan.site.finalUrl ?? 'the site'}`,
    `  Score    ${plan.score}/100   (${parts.filter((p) => p !== null).join(', ')})`,
    plan.site.reachable
      ? `  Site     ${plan.site.finalUrl} — audit score ${plan.site.score}/100`
      : `  Site     ${plan.site.reason ? `not reachable: ${plan.site.reason}` : 'not checked'}`,
    '',
    plan.summary,
    '',
    'Actions (best impact for effort first)',
  ];
  if (plan.actions.length === 0) lines.push('  Nothing to fix.');
  const width = String(plan.actions.length).length;
  plan.actions.forEach((a, i) => {
    const indent = ' '.repeat(width + 4);
    lines.push(`  ${String(i + 1).padStart(width)}. ${a.title}`);
    lines.push(`${indent}impact ${a.impact} · effort ${a.effort} · ${a.source}`);
    lines.push(`${indent}Why: ${a.why}`);
    for (const e of a.examples ?? []) lines.push(`${indent}e.g. ${e}`);
  });
  lines.push(
    ...findingLines('Strengths', '+', plan.strengths),
    ...findingLines('Weaknesses', '-', plan.weaknesses),
    ...findingLines('Opportunities', '*', plan.opportunities),
    ...findingLines('Risks', '!', plan.risks),
    ...alternativeLines(plan.alternatives),
  );
  return lines.join('\n');
}
