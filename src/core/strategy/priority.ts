import type { Effort, Impact, StrategyAction } from './types.ts';

const IMPACT_RANK: Record<Impact, number> = { high: 3, medium: 2, low: 1 };
const EFFORT_RANK: Record<Effort, number> = { low: 1, medium: 2, high: 3 };

/** Value for effort: impact rank minus effort rank (high/low = 2 … low/high = −2). */
export function actionValue(action: Pick<StrategyAction, 'impact' | 'effort'>): number {
  return IMPACT_RANK[action.impact] - EFFORT_RANK[action.effort];
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The total order of a plan's actions, best impact-for-effort first:
 * 1. value for effort (impact rank − effort rank, ranks 3/2/1 and 1/2/3), higher first;
 * 2. then impact, higher first (high/medium before medium/low, high/high before low/low);
 * 3. then effort, lower first;
 * 4. then `source`, then `title` (code-unit order), so ties never depend on input order.
 */
export function compareActions(a: StrategyAction, b: StrategyAction): number {
  return (
    actionValue(b) - actionValue(a) ||
    IMPACT_RANK[b.impact] - IMPACT_RANK[a.impact] ||
    EFFORT_RANK[a.effort] - EFFORT_RANK[b.effort] ||
    compareText(a.source, b.source) ||
    compareText(a.title, b.title)
  );
}

/** The actions sorted by {@link compareActions} (a new array). */
export function sortActions(actions: readonly StrategyAction[]): StrategyAction[] {
  return [...actions].sort(compareActions);
}
