import type { CheckResult } from '../audit/types.ts';
import type { Finding, StrategyAuditInput } from './types.ts';

/** The four lists of findings of a plan. */
export interface Findings {
  strengths: Finding[];
  weaknesses: Finding[];
  opportunities: Finding[];
  risks: Finding[];
}

/** What a passing check is worth saying as a strength (only the checks people care about). */
const STRENGTH: Readonly<Record<string, string>> = {
  'http-status': 'The page answers successfully, so search engines can list it.',
  indexable: 'Nothing stops search engines from indexing the page.',
  https: 'The page is served securely over https.',
  'mobile-viewport': 'The page is set up for phones (mobile viewport).',
  'structured-data': 'The page describes itself with structured data or Open Graph tags.',
  title: 'The page has a well-sized title.',
  'meta-description': 'The page has a well-sized meta description.',
};

/** Why a failing (or warning, where listed) check puts the site at risk, beyond a lower score. */
const RISK: Readonly<Record<string, { fail: string; warn?: string }>> = {
  'http-status': {
    fail: 'The page answers with an error status: search engines drop it and visitors see an error.',
  },
  indexable: {
    fail: 'The page is blocked from indexing: it cannot appear in search results at all.',
    warn: 'Some search engines are blocked from indexing the page: it is missing from their results.',
  },
  'robots-txt': {
    fail: 'robots.txt is broken or unreachable: crawlers may slow down or stop crawling the site.',
  },
  https: {
    fail: 'The page is served over plain http: browsers mark it "Not secure", which costs trust and visits.',
  },
  'mobile-viewport': {
    fail: 'The page has no mobile viewport: search engines rank by the mobile version, which shows a shrunken desktop page.',
  },
};

/** The first sentence of a check's explanation (the finding, without the fix). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text);
  return (match ? match[0] : text).trim();
}

function isAttention(c: CheckResult): boolean {
  return c.status === 'fail' || c.status === 'warn';
}

/**
 * Findings from an audit: well-done basics as strengths, each failing check as a weakness,
 * each warning as an opportunity (a quick improvement), and the failures that threaten
 * visibility or trust as risks. Every finding is sourced `audit:<check id>` (or `audit:score`).
 */
export function auditFindings(audit: StrategyAuditInput): Findings {
  const applicable = audit.checks.filter((c) => c.status !== 'n/a' && c.status !== 'error');
  const passing = applicable.filter((c) => c.status === 'pass');
  const out: Findings = { strengths: [], weaknesses: [], opportunities: [], risks: [] };
  if (applicable.length > 0 && passing.length === applicable.length) {
    out.strengths.push({
      text: `The page passes all ${applicable.length} audit checks that apply to it (score ${audit.score}/100).`,
      source: 'audit:score',
    });
  } else if (audit.score >= 80) {
    out.strengths.push({
      text: `The page scores ${audit.score}/100 in the SEO audit.`,
      source: 'audit:score',
    });
  }
  for (const c of passing) {
    const text = STRENGTH[c.id];
    if (text) out.strengths.push({ text, source: `audit:${c.id}` });
  }
  for (const c of audit.checks.filter(isAttention)) {
    const finding = {
      text: `${c.title} — ${firstSentence(c.explanation)}`,
      source: `audit:${c.id}`,
    };
    if (c.status === 'fail') out.weaknesses.push(finding);
    else out.opportunities.push(finding);
    const risk = Object.hasOwn(RISK, c.id) ? RISK[c.id] : undefined;
    const text = c.status === 'fail' ? risk?.fail : risk?.warn;
    if (text) out.risks.push({ text, source: `audit:${c.id}` });
  }
  return out;
}
