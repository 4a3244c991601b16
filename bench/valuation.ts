/**
 * Valuation accuracy on the `test` fold of ../shared/data/domain-sales (never used for fitting),
 * overall and per batch, beside a length-only baseline computed in the same run.
 * Usage: `npm run bench:valuation`.
 */

import { medianAbsLog10Error, pairwiseRankScore, spearman } from '../scripts/lib/metrics.ts';
import { loadSales, SALES_CSV, salesAvailable } from '../scripts/lib/sales.ts';
import { analyzeDomain } from '../src/core/domain/analyze-domain.ts';

if (!salesAvailable()) {
  console.log(
    `skipped: sales data not found at ${SALES_CSV} (needs ../shared beside the repository)`,
  );
  process.exit(0);
}

const fold = process.argv.includes('--train') ? 'train' : 'test';
const sales = loadSales();
const rows = sales.filter((s) => s.fold === fold);

// Baseline: log10(price) = a + b·length, least squares on the train fold, in this run.
const nameLength = (domain: string) => domain.slice(0, domain.indexOf('.')).length;
const trainRows = sales.filter((s) => s.fold === 'train');
const mx = trainRows.reduce((t, s) => t + nameLength(s.domain), 0) / trainRows.length;
const my = trainRows.reduce((t, s) => t + Math.log10(s.price), 0) / trainRows.length;
let sxy = 0;
let sxx = 0;
for (const s of trainRows) {
  sxy += (nameLength(s.domain) - mx) * (Math.log10(s.price) - my);
  sxx += (nameLength(s.domain) - mx) ** 2;
}
const slope = sxy / sxx;
const lengthOnly = (domain: string) => 10 ** (my + slope * (nameLength(domain) - mx));
const scored: { batch: string; price: number; estimate: number; baseline: number }[] = [];
let invalid = 0;
for (const s of rows) {
  const r = analyzeDomain(s.domain);
  if (!r.ok) {
    invalid++;
    continue;
  }
  scored.push({
    batch: s.batch,
    price: s.price,
    estimate: r.value.valuation.estimate,
    baseline: lengthOnly(s.domain),
  });
}

function report(label: string, set: typeof scored): string[] {
  const price = set.map((r) => r.price);
  const est = set.map((r) => r.estimate);
  const base = set.map((r) => r.baseline);
  return [
    label,
    String(set.length),
    spearman(est, price).toFixed(3),
    spearman(base, price).toFixed(3),
    pairwiseRankScore(est, price).toFixed(3),
    pairwiseRankScore(base, price).toFixed(3),
    medianAbsLog10Error(est, price).toFixed(3),
    medianAbsLog10Error(base, price).toFixed(3),
  ];
}

const table = [
  [
    'set',
    'n',
    'ρ model',
    'ρ length',
    'rank model',
    'rank length',
    'med|log10| model',
    'med|log10| length',
  ],
  report(`all (${fold})`, scored),
  ...[...new Set(scored.map((r) => r.batch))].sort().map((b) =>
    report(
      b,
      scored.filter((r) => r.batch === b),
    ),
  ),
];
const widths =
  table[0]?.map((_, c) => Math.max(...table.map((row) => (row[c] ?? '').length))) ?? [];
console.log(`Valuation on the ${fold} fold (${rows.length} sales, ${invalid} not valid names)\n`);
for (const row of table) console.log(row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  '));
console.log('\nρ = Spearman rank correlation; rank = pairwise rank score (0.5 = coin toss);');
console.log('med|log10| = median absolute log10 error of the estimate in dollars.');
console.log(
  `length-only baseline: log10(price) = ${my.toFixed(3)} + ${slope.toFixed(4)}·(length − ${mx.toFixed(1)}), fitted on train.`,
);
