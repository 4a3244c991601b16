import type { DomainAnalysis } from '../domain/types.ts';

/** Where a valuation estimate sits, in words and as a 0–100 score. */
export interface ValuationTier {
  tier: 'registration' | 'low' | 'moderate' | 'high' | 'premium';
  score: number;
}

/**
 * The tier of a valuation estimate (USD): under $100 `registration` (10), under $1,000
 * `low` (35), under $5,000 `moderate` (60), under $25,000 `high` (80), else `premium` (100).
 */
export function valuationTier(estimate: number): ValuationTier {
  if (estimate < 100) return { tier: 'registration', score: 10 };
  if (estimate < 1_000) return { tier: 'low', score: 35 };
  if (estimate < 5_000) return { tier: 'moderate', score: 60 };
  if (estimate < 25_000) return { tier: 'high', score: 80 };
  return { tier: 'premium', score: 100 };
}

/** Weights of the name score: linguistic, SEO, valuation tier. */
export const NAME_WEIGHTS = { linguistic: 0.35, seo: 0.35, valuation: 0.3 } as const;

/**
 * Score of the name, 0–100: 35 % linguistic score, 35 % SEO score, 30 % valuation tier
 * (see {@link valuationTier}), rounded.
 */
export function nameScore(domain: DomainAnalysis): number {
  return Math.round(
    NAME_WEIGHTS.linguistic * domain.linguistic.score +
      NAME_WEIGHTS.seo * domain.seo.score +
      NAME_WEIGHTS.valuation * valuationTier(domain.valuation.estimate).score,
  );
}

/**
 * The plan's overall score, 0–100: the mean of the name score and the site's audit score
 * when both are known; the one that is known otherwise (a site that could not be fetched
 * leaves the name alone; a bare IP or localhost leaves the page alone); 0 when neither is.
 */
export function overallScore(name: number | null, site: number | null): number {
  if (name !== null && site !== null) return Math.round((name + site) / 2);
  return Math.round(name ?? site ?? 0);
}

/** `$3,100`: whole dollars with thousands separators, independent of the locale. */
export function formatUsd(amount: number): string {
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
