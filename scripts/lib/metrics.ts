/** Rank-based accuracy measures used to report the valuation model (see DOMAIN.md). */

/** Average ranks (1-based), ties share the mean of their positions. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length).fill(0);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out[order[k]?.[1] ?? 0] = rank;
    i = j + 1;
  }
  return out;
}

/** Spearman rank correlation (Pearson correlation of the average ranks). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  return pearson(ranks(a), ranks(b));
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  if (n < 2) return Number.NaN;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] ?? 0) - ma;
    const db = (b[i] ?? 0) - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return sab / Math.sqrt(saa * sbb);
}

/**
 * Share of pairs with different true values that the estimates put in the same order;
 * a tie in the estimates counts half. 0.5 is a coin toss.
 */
export function pairwiseRankScore(estimate: readonly number[], truth: readonly number[]): number {
  let good = 0;
  let total = 0;
  for (let i = 0; i < truth.length; i++) {
    for (let j = i + 1; j < truth.length; j++) {
      const t = (truth[i] ?? 0) - (truth[j] ?? 0);
      if (t === 0) continue;
      const e = (estimate[i] ?? 0) - (estimate[j] ?? 0);
      total++;
      if (e === 0) good += 0.5;
      else if (Math.sign(e) === Math.sign(t)) good++;
    }
  }
  return total ? good / total : Number.NaN;
}

/** Median of |log10(estimate) − log10(truth)|. */
export function medianAbsLog10Error(estimate: readonly number[], truth: readonly number[]): number {
  const errs = estimate
    .map((e, i) => Math.abs(Math.log10(Math.max(e, 1)) - Math.log10(Math.max(truth[i] ?? 1, 1))))
    .sort((x, y) => x - y);
  const mid = errs.length >> 1;
  return errs.length % 2 ? (errs[mid] ?? 0) : ((errs[mid - 1] ?? 0) + (errs[mid] ?? 0)) / 2;
}
