/**
 * Fits the valuation model on the `train` fold of ../shared/data/domain-sales/sales.csv and
 * writes the coefficients to src/core/domain/data/valuation-model.json.
 *
 * Model: ridge regression of log10(price) on the features of valuation-features.ts. The ridge
 * strength is chosen by 5-fold cross-validation inside `train` (Spearman ρ); `test` rows are
 * never read here. Usage: `npm run fit:valuation`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURES, modelInput } from '../src/core/domain/valuation-features.ts';
import { medianAbsLog10Error, pairwiseRankScore, spearman } from './lib/metrics.ts';
import { fitRidge, predict } from './lib/ridge.ts';
import { loadSales, SALES_CSV, salesAvailable } from './lib/sales.ts';

const OUT = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../src/core/domain/data/valuation-model.json',
);

if (!salesAvailable()) {
  console.error(
    `Sales data not found at ${SALES_CSV}: the fit needs ../shared beside the repository.`,
  );
  process.exit(1);
}

const train = loadSales().filter((s) => s.fold === 'train');
const rows: { x: number[]; y: number; domain: string }[] = [];
for (const s of train) {
  const input = modelInput(s.domain);
  if (!input) {
    console.warn(`skipped (not a valid domain): ${s.domain}`);
    continue;
  }
  rows.push({ x: input.vector, y: Math.log10(s.price), domain: s.domain });
}

/** Deterministic fold of a row for cross-validation (hash of the name). */
function foldOf(domain: string, k: number): number {
  let h = 2166136261;
  for (let i = 0; i < domain.length; i++) h = Math.imul(h ^ domain.charCodeAt(i), 16777619);
  return (h >>> 0) % k;
}

const K = 5;
const lambdas = [0.1, 0.3, 1, 3, 10, 30, 100];
let best = { lambda: 1, rho: -1 };
for (const lambda of lambdas) {
  const pred: number[] = [];
  const truth: number[] = [];
  for (let k = 0; k < K; k++) {
    const fitRows = rows.filter((r) => foldOf(r.domain, K) !== k);
    const holdout = rows.filter((r) => foldOf(r.domain, K) === k);
    const m = fitRidge(
      fitRows.map((r) => r.x),
      fitRows.map((r) => r.y),
      lambda,
    );
    for (const r of holdout) {
      pred.push(predict(m, r.x));
      truth.push(r.y);
    }
  }
  const rho = spearman(pred, truth);
  console.log(`lambda ${lambda}: cross-validated Spearman ρ ${rho.toFixed(3)}`);
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
console.log(
  `train fit: n=${rows.length} λ=${best.lambda} ρ=${spearman(est, price).toFixed(3)} ` +
    `rank=${pairwiseRankScore(est, price).toFixed(3)} med|log10err|=${medianAbsLog10Error(est, price).toFixed(3)}`,
);

const out = {
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
};
writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${OUT}`);
