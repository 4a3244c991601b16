/**
 * Fits the valuation model on the `train` fold of ../shared/data/domain-sales/sales.csv and
 * writes the coefficients to src/core/domain/data/valuation-model.json (see scripts/lib/fit.ts).
 * Usage: `npm run fit:valuation`.
 */
import { writeFileSync } from 'node:fs';
import { fitValuationModel } from './lib/fit.ts';
import { loadSales, MODEL_JSON, SALES_CSV, salesAvailable } from './lib/sales.ts';

if (!salesAvailable()) {
  console.error(
    `Sales data not found at ${SALES_CSV}: the fit needs ../shared beside the repository.`,
  );
  process.exit(1);
}
const { model, log } = fitValuationModel(loadSales());
for (const line of log) console.log(line);
writeFileSync(MODEL_JSON, `${JSON.stringify(model, null, 2)}\n`);
console.log(`wrote ${MODEL_JSON}`);
