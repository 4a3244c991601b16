/** The shapes of our API's results, as the pages read them (see /openapi.json). */

export interface ScorePart {
  key: string;
  score: number;
  value: unknown;
  weight: number;
}

export interface DomainAnalysis {
  domain: string;
  unicode: string;
  registrable: string;
  sld: string;
  tld: string;
  publicSuffix: string;
  subdomain: string | null;
  words: string[];
  linguistic: { score: number; parts?: ScorePart[] };
  seo: {
    score: number;
    keywords: { word: string; intent: string }[];
    tldType: string;
    tldTrust: string;
    parts?: ScorePart[];
  };
  valuation: {
    estimate: number;
    low: number;
    high: number;
    currency: string;
    confidence: number;
    factors: { key: string; label: string; effect: number }[];
  };
  notes: string[];
}

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'n/a' | 'error';

export interface AuditCheck {
  id: string;
  title: string;
  status: CheckStatus;
  score: number | null;
  weight: number;
  value: unknown;
  explanation: string;
  items?: unknown[];
}

export interface SeoAudit {
  url: string;
  finalUrl: string;
  statusCode: number;
  redirects?: unknown[];
  fetchMs?: number;
  bytes?: number;
  contentType?: string;
  truncated?: boolean;
  score: number;
  checks: AuditCheck[];
  page?: {
    title?: string | null;
    description?: string | null;
    lang?: string | null;
    wordCount?: number;
  };
  notes?: string[];
}

/** Kinds of saved reports (and of analyses in the history). */
export type ReportKind = 'domain' | 'seo_audit' | 'strategy' | 'name_search';

export interface SavedReport {
  id: string;
  kind: ReportKind;
  target: string;
  title: string;
  payload?: unknown;
  created_at: string;
}

export interface UsageEvent {
  id: string;
  kind: ReportKind;
  target: string;
  status?: string;
  created_at: string;
}

export interface UsageSummary {
  plan: string;
  limit: number;
  used: number;
  remaining: number;
}

/** Words for each kind of report. */
export const KIND_LABELS: Record<ReportKind, string> = {
  domain: 'Domain analysis',
  seo_audit: 'SEO audit',
  strategy: 'Strategy',
  name_search: 'Name search',
};
