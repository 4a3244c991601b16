/**
 * The rank score of a suggested name, 0–100, from the domain engine's scores and how closely
 * the name says what the keywords say:
 *
 *   base  = 0.30 · linguistic + 0.25 · seo + 0.20 · value + 0.25 · relevance − 0.5 · t
 *   value = clamp(25 · log10(estimate in USD), 0, 100)   ($100 → 50, $10,000 → 100)
 *   score = base − 4 · k, for the (k+1)-th best extension of the same name
 *
 * `relevance` is set by how the name was made: exact match 100 (reordered 90, hyphenated
 * −5), domain hack 98 (85 with a synonym), synonym 88 → 60 by the synonym's rank (every
 * keyword swapped: 65), prefix/suffix 75 (45 around one keyword of several), related word
 * 72 → 45 (alone, in a one-keyword search: 50 → 30), keyword alone 60, blend 55. `t` is the extension's position in the list of
 * extensions, which is in order of preference (.com first by default). The same-name
 * penalty keeps one good name from filling the list with its every extension. Scores are
 * rounded to one decimal; ties sort by domain name.
 */
export const RANK_WEIGHTS = { linguistic: 0.3, seo: 0.25, value: 0.2, relevance: 0.25 } as const;

/** Points a candidate loses for each better-ranked candidate with the same name part. */
export const SAME_NAME_PENALTY = 4;

/** The valuation estimate on a 0–100 log scale. */
export function valueScore(estimate: number): number {
  return Math.min(100, Math.max(0, 25 * Math.log10(Math.max(1, estimate))));
}

/** Points per place an extension stands after the first in the list of extensions. */
export const TLD_ORDER_PENALTY = 0.5;

/** The base score (before the same-name penalty) of one candidate. */
export function baseScore(parts: {
  linguistic: number;
  seo: number;
  estimate: number;
  relevance: number;
  /** Position of the extension in the search's list of extensions (0 = first). */
  tldIndex: number;
}): number {
  return (
    RANK_WEIGHTS.linguistic * parts.linguistic +
    RANK_WEIGHTS.seo * parts.seo +
    RANK_WEIGHTS.value * valueScore(parts.estimate) +
    RANK_WEIGHTS.relevance * parts.relevance -
    TLD_ORDER_PENALTY * parts.tldIndex
  );
}

/**
 * Applies the extension penalty and sorts: best score first, ties by domain. Each item's
 * `score` is replaced by its rounded final score.
 *
 * The penalty is the same as a greedy pick that takes the best remaining candidate and then
 * lowers the others of its name by {@link SAME_NAME_PENALTY}: within one name the order
 * never changes, so the k-th of a name always has k better siblings.
 */
export function rankCandidates<T extends { domain: string; label: string; score: number }>(
  items: T[],
): T[] {
  const byLabel = new Map<string, T[]>();
  for (const item of items) {
    const group = byLabel.get(item.label);
    if (group) group.push(item);
    else byLabel.set(item.label, [item]);
  }
  for (const group of byLabel.values()) {
    group.sort(byScore);
    group.forEach((item, k) => {
      item.score = Math.round(10 * (item.score - SAME_NAME_PENALTY * k)) / 10;
    });
  }
  return items.sort(byScore);
}

function byScore(a: { score: number; domain: string }, b: { score: number; domain: string }) {
  return b.score - a.score || (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0);
}
