/** Ridge regression by the normal equations, on standardised inputs (intercept unpenalised). */
export interface LinearModel {
  intercept: number;
  /** Weights on the raw (unstandardised) inputs. */
  weights: number[];
  /** Mean of each input over the fitting rows. */
  means: number[];
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is small and square). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) {
      if (Math.abs(m[r]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = r;
    }
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const p = m[col] as number[];
    const div = p[col] ?? 1;
    if (Math.abs(div) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const f = (row[col] ?? 0) / div;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) row[c] = (row[c] ?? 0) - f * (p[c] ?? 0);
    }
  }
  return m.map((row, i) => {
    const d = row[i] ?? 0;
    return Math.abs(d) < 1e-12 ? 0 : (row[n] ?? 0) / d;
  });
}

export function fitRidge(
  xs: readonly number[][],
  ys: readonly number[],
  lambda: number,
): LinearModel {
  const n = xs.length;
  const d = xs[0]?.length ?? 0;
  const means = new Array<number>(d).fill(0);
  const scales = new Array<number>(d).fill(0);
  for (const x of xs) for (let j = 0; j < d; j++) means[j] = (means[j] ?? 0) + (x[j] ?? 0) / n;
  for (const x of xs) {
    for (let j = 0; j < d; j++)
      scales[j] = (scales[j] ?? 0) + ((x[j] ?? 0) - (means[j] ?? 0)) ** 2 / n;
  }
  for (let j = 0; j < d; j++) scales[j] = Math.sqrt(scales[j] ?? 0) || 1;
  const yMean = ys.reduce((s, y) => s + y, 0) / n;
  const xtx = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  const xty = new Array<number>(d).fill(0);
  for (let i = 0; i < n; i++) {
    const x = xs[i] as number[];
    const z = x.map((v, j) => (v - (means[j] ?? 0)) / (scales[j] ?? 1));
    const y = (ys[i] ?? 0) - yMean;
    for (let a = 0; a < d; a++) {
      xty[a] = (xty[a] ?? 0) + (z[a] ?? 0) * y;
      const row = xtx[a] as number[];
      for (let b = 0; b < d; b++) row[b] = (row[b] ?? 0) + (z[a] ?? 0) * (z[b] ?? 0);
    }
  }
  for (let a = 0; a < d; a++) (xtx[a] as number[])[a] = ((xtx[a] as number[])[a] ?? 0) + lambda;
  const beta = solve(xtx, xty);
  const weights = beta.map((b, j) => b / (scales[j] ?? 1));
  const intercept = yMean - weights.reduce((s, w, j) => s + w * (means[j] ?? 0), 0);
  return { intercept, weights, means };
}

export function predict(m: LinearModel, x: readonly number[]): number {
  let s = m.intercept;
  for (let j = 0; j < m.weights.length; j++) s += (m.weights[j] ?? 0) * (x[j] ?? 0);
  return s;
}
