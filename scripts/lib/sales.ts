import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One reported sale from `../shared/data/domain-sales/sales.csv`. */
export interface Sale {
  domain: string;
  price: number;
  year: number;
  batch: string;
  fold: 'train' | 'test';
}

const here = dirname(fileURLToPath(import.meta.url));
/** Where the shared reference data lives: `../shared` beside the repository. */
export const SALES_CSV = resolve(here, '../../../shared/data/domain-sales/sales.csv');

/** Where the fitted coefficients are committed. */
export const MODEL_JSON = resolve(here, '../../src/core/domain/data/valuation-model.json');

export function salesAvailable(path = SALES_CSV): boolean {
  return existsSync(path);
}

/**
 * Reads the sales file. The file is plain comma-separated values without quoting (checked):
 * `domain,price_usd,year,batch,fold`.
 */
export function loadSales(path = SALES_CSV): Sale[] {
  const lines = readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = lines.shift();
  if (header !== 'domain,price_usd,year,batch,fold') {
    throw new Error(`unexpected header in ${path}: ${header}`);
  }
  return lines.map((line, i) => {
    const cols = line.split(',');
    if (cols.length !== 5 || line.includes('"')) {
      throw new Error(`${path}:${i + 2}: expected 5 unquoted columns`);
    }
    const [domain = '', price = '', year = '', batch = '', fold = ''] = cols;
    if (fold !== 'train' && fold !== 'test') throw new Error(`${path}:${i + 2}: bad fold ${fold}`);
    return { domain, price: Number(price), year: Number(year), batch, fold };
  });
}
