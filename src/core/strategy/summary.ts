import type { DomainAnalysis } from '../domain/types.ts';
import { formatUsd } from './score.ts';
import type { StrategyAction, StrategyAuditInput } from './types.ts';

/** What the summary is written from. */
export interface SummaryInput {
  domain: DomainAnalysis | null;
  audit: StrategyAuditInput | null;
  reason: string | undefined;
  score: number;
  actions: readonly StrategyAction[];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** `reason` as a clause: no trailing full stop. */
function clause(text: string): string {
  return text.trim().replace(/[.\s]+$/, '');
}

function nameSentence(d: DomainAnalysis): string {
  const l = d.linguistic.score;
  const say =
    l >= 70 ? 'is easy to say and spell' : l < 50 ? 'is hard to say or spell' : 'reads fairly well';
  const ext =
    d.seo.tldTrust === 'low' ? `a spam-prone extension (.${d.publicSuffix})` : `.${d.publicSuffix}`;
  const v = d.valuation;
  return (
    `The name ${say}, sits on ${ext} and is estimated at ${formatUsd(v.estimate)} ` +
    `(likely ${formatUsd(v.low)}–${formatUsd(v.high)}).`
  );
}

function siteSentence(audit: StrategyAuditInput): string {
  const fail = audit.checks.filter((c) => c.status === 'fail').length;
  const warn = audit.checks.filter((c) => c.status === 'warn').length;
  const findings =
    fail + warn === 0
      ? 'and passes every check that applies'
      : `with ${fail} failing and ${warn} warning check${warn === 1 ? '' : 's'}`;
  return `The page ${audit.finalUrl} scores ${audit.score}/100 in the SEO audit, ${findings}.`;
}

/**
 * Two or three sentences: the overall score and the first step; the name (how it reads, its
 * extension and value) or, for a bare host, that only the page was audited; the site's
 * audit, or why there is none ("could not be fetched: …", so the plan is built from the
 * name alone).
 */
export function summarize({ domain, audit, reason, score, actions }: SummaryInput): string {
  const first = actions[0];
  const step = first ? `; first step: ${lowerFirst(first.title)}` : '';
  if (!domain) {
    if (!audit) return 'There was neither a domain name nor a page to analyse.';
    const host = URL.parse(audit.finalUrl)?.host ?? audit.finalUrl;
    return (
      `${siteSentence(audit).slice(0, -1)}${step}. ` +
      `${host} is not a registrable domain name, so the plan covers the page only.`
    );
  }
  const sentences = [`${domain.unicode} scores ${score}/100${step}.`, nameSentence(domain)];
  if (audit) sentences.push(siteSentence(audit));
  else if (reason)
    sentences.push(`The site ${clause(reason)}, so this plan is built from the name alone.`);
  else sentences.push('The site was not checked, so this plan is built from the name alone.');
  return sentences.join(' ');
}
