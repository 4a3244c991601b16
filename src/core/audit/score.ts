import type { CheckResult } from './types.ts';

/**
 * The overall score, 0–100: the weighted mean of the checks' scores over those that are
 * neither n/a nor error (Lighthouse's rule), times 100, rounded. 0 when none counts.
 * @example overallScore([{ status: 'pass', score: 1, weight: 4, … }, { status: 'fail', score: 0, weight: 1, … }]) // 80
 */
export function overallScore(results: readonly CheckResult[]): number {
  let weighted = 0;
  let weights = 0;
  for (const r of results) {
    if (r.status === 'n/a' || r.status === 'error' || r.score === null) continue;
    weighted += r.weight * r.score;
    weights += r.weight;
  }
  if (weights === 0) return 0;
  return Math.round((weighted / weights) * 100);
}
