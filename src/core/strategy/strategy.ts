import type { DomainAnalysis } from '../domain/types.ts';
import { alternatives } from './alternatives.ts';
import { auditActions } from './audit-actions.ts';
import { auditFindings, type Findings } from './audit-findings.ts';
import { domainActions } from './domain-actions.ts';
import { domainFindings } from './domain-findings.ts';
import { sortActions } from './priority.ts';
import { nameScore, overallScore } from './score.ts';
import { summarize } from './summary.ts';
import type { SiteStatus, StrategyAction, StrategyAuditInput, StrategyPlan } from './types.ts';

/** Source of the findings and action about a site that could not be fetched. */
export const SITE_SOURCE = 'site:fetch';

function merge(a: Findings, b: Findings): Findings {
  return {
    strengths: [...a.strengths, ...b.strengths],
    weaknesses: [...a.weaknesses, ...b.weaknesses],
    opportunities: [...a.opportunities, ...b.opportunities],
    risks: [...a.risks, ...b.risks],
  };
}

/** Findings and the action for a site that could not be fetched: it says so, first. */
function unreachable(reason: string): { findings: Findings; action: StrategyAction } {
  const why = reason.trim().replace(/[.\s]+$/, '');
  return {
    findings: {
      strengths: [],
      weaknesses: [
        {
          text: `The site ${why}. Visitors and search engines may not reach it either.`,
          source: SITE_SOURCE,
        },
      ],
      opportunities: [],
      risks: [
        {
          text: 'While the site cannot be reached, search engines drop its pages and visitors leave.',
          source: SITE_SOURCE,
        },
      ],
    },
    action: {
      title:
        'Get the site back online: fix what stops its home page from loading (DNS records, server, certificate)',
      why: `The site ${why}, so the plan could only look at the name.`,
      impact: 'high',
      // Usually a setting (DNS, certificate, a stopped server) rather than new work.
      effort: 'low',
      source: SITE_SOURCE,
    },
  };
}

/**
 * Builds the strategic plan for a domain and, when its site was fetched, the audit of its
 * page. Pure and deterministic: the same inputs give a deep-equal plan (no clock, no I/O;
 * the caller fetches and audits).
 *
 * - `domain`: `analyzeDomain(name).value`, or null when only a page could be audited (a bare
 *   IP or localhost): the plan then covers the page only.
 * - `audit`: the SEO audit's `data` (`AuditData` fits), or null when the site was not fetched.
 * - `reason`: why there is no audit (`"could not be fetched: …"`); the summary, a weakness,
 *   a risk and a first action say so, and the plan is built from the name alone.
 *
 * Every failing or warning check yields an action sourced `audit:<id>` with a concrete fix;
 * actions are ordered by `compareActions` (best impact for effort first).
 *
 * @example
 * const d = analyzeDomain('bestcoffee.com');
 * if (d.ok) strategy(d.value, null, 'could not be fetched: DNS lookup failed').summary;
 */
export function strategy(
  domain: DomainAnalysis | null,
  audit: StrategyAuditInput | null,
  reason?: string,
): StrategyPlan {
  const alts = domain ? alternatives(domain) : [];
  let findings: Findings = { strengths: [], weaknesses: [], opportunities: [], risks: [] };
  const actions: StrategyAction[] = [];
  if (domain && !audit && reason) {
    const site = unreachable(reason);
    findings = site.findings;
    actions.push(site.action);
  }
  if (domain) {
    findings = merge(findings, domainFindings(domain));
    actions.push(...domainActions(domain, alts, audit ? (audit.page ?? null) : null));
  }
  if (audit) {
    findings = merge(findings, auditFindings(audit));
    actions.push(...auditActions(audit));
  }
  const name = domain ? nameScore(domain) : null;
  const siteScore = audit ? audit.score : null;
  const score = overallScore(name, siteScore);
  const sorted = sortActions(actions);
  const site: SiteStatus = audit
    ? { reachable: true, finalUrl: audit.finalUrl, score: audit.score }
    : reason
      ? { reachable: false, reason }
      : { reachable: false };
  return {
    domain: domain?.registrable ?? null,
    summary: summarize({ domain, audit, reason, score, actions: sorted }),
    score,
    scoreParts: { name, site: siteScore },
    ...findings,
    actions: sorted,
    alternatives: alts,
    site,
  };
}
