import { auditPage } from '../core/audit/run-audit.ts';
import type { CheckResult, PageSnapshot } from '../core/audit/types.ts';
import type { Result } from '../core/domain/types.ts';
import type { FetchError, FetchPage } from '../fetcher/index.ts';
import type { Clock } from './envelope.ts';

/** `data` of `GET /api/public/seo-audit` (AUDIT.md). */
export interface AuditData {
  url: string;
  finalUrl: string;
  statusCode: number;
  redirects: PageSnapshot['redirects'];
  fetchMs: number;
  bytes: number;
  contentType: string | null;
  /** True when the page was larger than the cap and only its start was audited. */
  truncated: boolean;
  score: number;
  checks: CheckResult[];
  page: ReturnType<typeof auditPage>['page'];
  /** Plain-language notes about the audit itself (for example a truncated page). */
  notes: string[];
}

/** Fetches one URL and audits it: the shared step of the public and signed-in audit routes. */
export type AuditUrl = (url: string) => Promise<Result<AuditData, FetchError>>;

/** Builds {@link AuditUrl} from the fetcher and a clock (the audit's `now`). */
export function createAuditUrl(fetchPage: FetchPage, clock: Clock): AuditUrl {
  return async (url) => {
    const fetched = await fetchPage(url);
    if (!fetched.ok) return fetched;
    const snapshot = fetched.value;
    const audit = auditPage(snapshot, { now: clock() });
    const notes: string[] = [];
    if (snapshot.truncated) {
      const mb = (snapshot.bytes / 1_048_576).toFixed(0);
      notes.push(
        `The page is larger than ${mb} MB: only its first ${mb} MB were audited, so facts further down are missing.`,
      );
    }
    return {
      ok: true,
      value: {
        url: snapshot.url,
        finalUrl: snapshot.finalUrl,
        statusCode: snapshot.statusCode,
        redirects: snapshot.redirects,
        fetchMs: snapshot.fetchMs,
        bytes: snapshot.bytes,
        contentType: snapshot.contentType,
        truncated: snapshot.truncated,
        score: audit.score,
        checks: audit.checks,
        page: audit.page,
        notes,
      },
    };
  };
}
