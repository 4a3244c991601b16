import { parseDomain } from './parse.ts';
import type { DomainAnalysis, DomainError, Result } from './types.ts';

/**
 * Analyses one domain name: linguistic score, SEO score, valuation estimate and notes.
 * Pure and deterministic; expected failures (bad input) are returned, never thrown.
 *
 * @example
 * const r = analyzeDomain('bestcoffee.com');
 * if (r.ok) console.log(r.value.words); // ['best', 'coffee']
 */
export function analyzeDomain(input: string | undefined | null): Result<DomainAnalysis, DomainError> {
  const parsed = parseDomain(input);
  if (!parsed.ok) return parsed;
  const p = parsed.value;
  // Placeholder scoring while the engine modules land (replaced in the same issue).
  return {
    ok: true,
    value: {
      domain: p.domain,
      unicode: p.unicode,
      registrable: p.registrable,
      sld: p.sld,
      tld: p.tld,
      publicSuffix: p.publicSuffix,
      subdomain: p.subdomain,
      words: [p.sld],
      linguistic: {
        score: 50, length: p.sld.length, syllables: 1, wordCount: 1, dictionaryCoverage: 0,
        pronounceability: 0.5, negativeWords: [], ambiguity: [], parts: [],
      },
      seo: {
        score: 50, keywords: [], exactMatch: false, tldType: 'generic', tldTrust: 'high',
        country: null, parts: [],
      },
      valuation: { estimate: 100, low: 50, high: 200, currency: 'USD', confidence: 0.1, factors: [] },
      notes: [],
    },
  };
}
