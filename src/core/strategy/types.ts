import type { CheckResult } from '../audit/types.ts';

/** How much an action moves the site or the name forward. */
export type Impact = 'high' | 'medium' | 'low';

/** How much work an action takes. */
export type Effort = 'low' | 'medium' | 'high';

/**
 * The audit a plan is built from: the `data` of `GET /api/public/seo-audit` (`AuditData`)
 * fits, and so does any object with these fields (the core does not depend on the HTTP layer).
 */
export interface StrategyAuditInput {
  /** URL as requested. */
  url?: string;
  /** URL of the page after redirects. */
  finalUrl: string;
  /** HTTP status of the final response. */
  statusCode?: number;
  /** Audit score 0–100. */
  score: number;
  /** The audit's checks (the 14 of AUDIT.md, in any order). */
  checks: readonly CheckResult[];
  /** The page's title and first `<h1>`, to check they use the name's keywords. */
  page?: { title: string | null; h1: string | null };
}

/**
 * One finding, tied to what it comes from: a domain factor or part (`domain:tld`,
 * `domain:linguistic.hyphens`, `domain:seo.keywords`, `valuation:length`), an audit check
 * (`audit:title`, `audit:score`) or the fetch of the site (`site:fetch`).
 */
export interface Finding {
  text: string;
  source: string;
}

/** One step of the plan. `title` is the concrete fix; `why` says why it matters. */
export interface StrategyAction {
  title: string;
  why: string;
  impact: Impact;
  effort: Effort;
  /** The finding the action answers (same keys as {@link Finding.source}). */
  source: string;
  /** A few offending elements or names the fix applies to, when there are any. */
  examples?: string[];
}

/** How an alternative name relates to the analysed one. */
export type AlternativeKind =
  | 'tld'
  | 'no-hyphens'
  | 'no-digits'
  | 'shorter'
  | 'plural'
  | 'singular'
  | 'words-only';

/** A better or defensive name, with its valuation from the domain engine. */
export interface Alternative {
  /** The name, ASCII (punycode for an internationalised name). */
  domain: string;
  /** The same name in Unicode (equal to `domain` for an ASCII name). */
  unicode: string;
  kind: AlternativeKind;
  /** Why it is suggested, in plain words. */
  reason: string;
  /** Valuation estimate, USD. */
  estimate: number;
  low: number;
  high: number;
  linguisticScore: number;
  seoScore: number;
}

/** Whether the site could be audited, and what the audit found. */
export interface SiteStatus {
  reachable: boolean;
  /** Why the site could not be fetched (unreachable only). */
  reason?: string;
  /** The audited page after redirects (reachable only). */
  finalUrl?: string;
  /** The audit score 0–100 (reachable only). */
  score?: number;
  /** When the site was checked, ISO-8601 UTC (set by the runner, never by the core). */
  checkedAt?: string;
}

/** A strategic plan for a domain and its site: the output of `strategy()`. */
export interface StrategyPlan {
  /** The analysed domain (registrable form), or null when only a page was audited. */
  domain: string | null;
  /** Two or three sentences. */
  summary: string;
  /** Overall score 0–100 (see `overallScore`). */
  score: number;
  /** The two halves of the score: null for a half that could not be measured. */
  scoreParts: { name: number | null; site: number | null };
  strengths: Finding[];
  weaknesses: Finding[];
  opportunities: Finding[];
  risks: Finding[];
  /** Best impact for effort first (see `compareActions`). */
  actions: StrategyAction[];
  alternatives: Alternative[];
  site: SiteStatus;
}
