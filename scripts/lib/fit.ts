/**
 * Fits the valuation model on the `train` fold of the domain-sales data: ridge regression of
 * log10(price) on the features of valuation-features.ts, the ridge strength chosen by 5-fold
 * cross-validation inside `train` (Spearman ρ). `test` rows are never read.
 */
import { FEATURES, modelInput } from '../../src/core/domain/valuation-features.ts';
import { medianAbsLog10Error, pairwiseRankScore, spearman } from './metrics.ts';
import { fitRidge, predict } from './ridge.ts';
import type { Sale } from './sales.ts';

/** Deterministic fold of a row for cross-validation (hash of the name). */
function foldOf(domain: string, k: number): number {
  let h = 2166136261;
  for (let i = 0; i < domain.length; i++) h = Math.imul(h ^ domain.charCodeAt(i), 16777619);
  return (h >>> 0) % k;
}

const K = 5;
const LAMBDAS = [0.1, 0.3, 1, 3, 10, 30, 100];

/** Fits on the train rows of `sales`; returns the JSON model and a log of what it did. */
export function fitValuationModel(sales: readonly Sale[]): { model: object; log: string[] } {
  const log: string[] = [];
  const rows: { x: number[]; y: number; domain: string }[] = [];
  for (const s of sales) {
    if (s.fold !== 'train') continue;
    const input = modelInput(s.domain);
    if (!input) {
      log.push(`skipped (not a valid domain): ${s.domain}`);
      continue;
    }
    rows.push({ x: input.vector, y: Math.log10(s.price), domain: s.domain });
  }
  let best = { lambda: 1, rho: -1 };
  for (const lambda of LAMBDAS) {
    const pred: number[] = [];
    const truth: number[] = [];
    for (let k = 0; k < K; k++) {
      const fitRows = rows.filter((r) => foldOf(r.domain, K) !== k);
      const m = fitRidge(
        fitRows.map((r) => r.x),
        fitRows.map((r) => r.y),
        lambda,
      );
      for (const r of rows) {
        if (foldOf(r.domain, K) !== k) continue;
        pred.push(predict(m, r.x));
        truth.push(r.y);
      }
    }
    const rho = spearman(pred, truth);
    log.push(`lambda ${lambda}: cross-validated Spearman ρ ${rho.toFixed(3)}`);
    if (rho > best.rho) best = { lambda, rho };
  }
  const model = fitRidge(
    rows.map((r) => r.x),
    rows.map((r) => r.y),
    best.lambda,
  );
  const fitted = rows.map((r) => predict(model, r.x));
  const residuals = rows.map((r, i) => r.y - (fitted[i] ?? 0)).sort((a, b) => a - b);
  const q = (p: number) =>
    Number((residuals[Math.floor(p * (residuals.length - 1))] ?? 0).toFixed(4));
  const price = rows.map((r) => 10 ** r.y);
  const est = fitted.map((f) => 10 ** f);
  log.push(
    `train fit: n=${rows.length} λ=${best.lambda} ρ=${spearman(est, price).toFixed(3)} ` +
      `rank=${pairwiseRankScore(est, price).toFixed(3)} med|log10err|=${medianAbsLog10Error(est, price).toFixed(3)}`,
  );
  return {
    log,
    model: {
      $comment:
        'Fitted by scripts/fit-valuation.ts (npm run fit:valuation) on the train fold of the shared domain-sales data; do not edit by hand.',
      fittedOn: {
        rows: rows.length,
        fold: 'train',
        lambda: best.lambda,
        cvSpearman: Number(best.rho.toFixed(4)),
      },
      features: FEATURES.map((f) => f.name),
      intercept: Number(model.intercept.toFixed(6)),
      weights: model.weights.map((w) => Number(w.toFixed(6))),
      means: model.means.map((m) => Number(m.toFixed(6))),
      residual: { p10: q(0.1), p25: q(0.25), p75: q(0.75), p90: q(0.9) },
    },
  };
}
