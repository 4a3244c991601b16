import type { Artifacts, AuditContext } from './artifact-types.ts';
import { collectArtifacts } from './artifacts.ts';
import type { Check } from './checks/check.ts';
import { CHECKS } from './checks/index.ts';
import { type PageFacts, pageFacts } from './page-facts.ts';
import { overallScore } from './score.ts';
import type { CheckResult, PageSnapshot } from './types.ts';

/** At most this many items are listed per check. */
export const MAX_ITEMS = 100;

/** The audit of one page. */
export interface AuditResult {
  /** 0–100, the weighted mean of the checks that apply. */
  score: number;
  /** The 14 checks, in AUDIT.md's order. */
  checks: CheckResult[];
  page: PageFacts;
}

/** Hands a check only the artifacts it declared, as Lighthouse's runner does. */
function pick(artifacts: Artifacts, check: Check): Partial<Artifacts> {
  const picked: Partial<Record<keyof Artifacts, unknown>> = {};
  for (const key of check.meta.requires) picked[key] = artifacts[key];
  return picked as Partial<Artifacts>;
}

/** Runs one check; a check that throws becomes an `error` result for itself alone. */
function runCheck(check: Check, artifacts: Artifacts, context: AuditContext): CheckResult {
  const { id, title, failureTitle, weight } = check.meta;
  try {
    const outcome = check.run(pick(artifacts, check) as Artifacts, context);
    const result: CheckResult = {
      id,
      title: outcome.status === 'fail' || outcome.status === 'warn' ? failureTitle : title,
      status: outcome.status,
      score: outcome.score,
      weight,
      value: outcome.value,
      explanation: outcome.explanation,
    };
    if (outcome.items && outcome.items.length > 0) {
      result.items = outcome.items.slice(0, MAX_ITEMS);
    }
    return result;
  } catch {
    // A throwing check is a bug of ours, not a fault of the page: say so, without internals.
    return {
      id,
      title,
      status: 'error',
      score: null,
      weight,
      value: null,
      explanation:
        'This check could not be completed because of an internal error; the other checks ' +
        'are unaffected and the overall score leaves it out.',
    };
  }
}

/** Runs `checks` (default: the 14 of AUDIT.md) over artifacts, in order. */
export function runChecks(
  artifacts: Artifacts,
  context: AuditContext,
  checks: readonly Check[] = CHECKS,
): CheckResult[] {
  return checks.map((check) => runCheck(check, artifacts, context));
}

/**
 * Audits one fetched page: artifacts from one HTML pass, the 14 checks, the overall
 * score and the page facts. Pure: the clock comes in as `now`.
 *
 * @example
 * const { score, checks } = auditPage(snapshot, { now: new Date() });
 */
export function auditPage(snapshot: PageSnapshot, context: AuditContext): AuditResult {
  const artifacts = collectArtifacts(snapshot);
  const checks = runChecks(artifacts, context);
  return { score: overallScore(checks), checks, page: pageFacts(artifacts) };
}
