import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitValuationModel } from '../scripts/lib/fit.ts';
import { loadSales, MODEL_JSON, SALES_CSV, salesAvailable } from '../scripts/lib/sales.ts';

const available = salesAvailable();
if (!available) {
  console.warn(
    `valuation-model test skipped: ${SALES_CSV} not found (../shared is not beside the repository)`,
  );
}

describe.skipIf(!available)('committed valuation model', () => {
  it('is exactly what npm run fit:valuation derives from the train fold', () => {
    const committed = JSON.parse(readFileSync(MODEL_JSON, 'utf8'));
    const { model } = fitValuationModel(loadSales());
    expect(
      JSON.parse(JSON.stringify(model)),
      'run npm run fit:valuation and commit the result',
    ).toEqual(committed);
  });

  it('never reads test-fold rows', () => {
    const sales = loadSales();
    const trainOnly = fitValuationModel(sales.filter((s) => s.fold === 'train')).model;
    expect(fitValuationModel(sales).model).toEqual(trainOnly);
  });
});
