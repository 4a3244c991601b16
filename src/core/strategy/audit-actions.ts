import type { CheckResult } from '../audit/types.ts';
import type { FixBuilder, FixContext } from './fix-helpers.ts';
import { CONTENT_FIXES } from './fixes-content.ts';
import { CRAWL_FIXES } from './fixes-crawl.ts';
import type { StrategyAction, StrategyAuditInput } from './types.ts';

/** The fix of every audit check id (the 14 of AUDIT.md). */
export const CHECK_FIXES: Readonly<Record<string, FixBuilder>> = {
  ...CRAWL_FIXES,
  ...CONTENT_FIXES,
};

/** True for a check the site owner should act on: failing or warning. */
export function needsAction(check: CheckResult): boolean {
  return check.status === 'fail' || check.status === 'warn';
}

/** A check this version does not know (a newer audit): its own explanation is the fix. */
function fallbackFix(check: CheckResult): Omit<StrategyAction, 'source'> {
  return {
    title: check.explanation || check.title,
    why: check.title,
    impact:
      check.status === 'fail' && check.weight > 1
        ? 'high'
        : check.status === 'fail'
          ? 'medium'
          : 'low',
    effort: 'medium',
  };
}

/**
 * The action for one failing or warning check, sourced `audit:<id>`: a concrete fix built
 * from the check's measured value and items (for example "Shorten the title to 30–60
 * characters; it is 72 now").
 */
export function checkAction(check: CheckResult, context: FixContext): StrategyAction {
  const build = Object.hasOwn(CHECK_FIXES, check.id) ? CHECK_FIXES[check.id] : undefined;
  const fix = build ? build(check, context) : fallbackFix(check);
  return { ...fix, source: `audit:${check.id}` };
}

/** One action per failing or warning check of the audit (checks that pass, n/a or error: none). */
export function auditActions(audit: StrategyAuditInput): StrategyAction[] {
  const context = { finalUrl: audit.finalUrl };
  return audit.checks.filter(needsAction).map((check) => checkAction(check, context));
}
