import { linguisticScore } from './linguistic.ts';
import { domainNotes } from './notes.ts';
import { parseDomain } from './parse.ts';
import { segment } from './segment.ts';
import { seoScore } from './seo.ts';
import { tldInfo } from './tld.ts';
import type { DomainAnalysis, DomainError, Result } from './types.ts';
import { estimateValue } from './valuation.ts';
import { nameFacts } from './valuation-features.ts';

/**
 * Analyses one domain name: linguistic score, SEO score, valuation estimate and notes.
 * Pure and deterministic; expected failures (bad input) are returned, never thrown.
 * A subdomain is analysed for its registrable domain (and a note says so).
 *
 * @example
 * const r = analyzeDomain('bestcoffee.com');
 * if (r.ok) console.log(r.value.words); // ['best', 'coffee']
 */
export function analyzeDomain(
  input: string | undefined | null,
): Result<DomainAnalysis, DomainError> {
  const parsed = parseDomain(input);
  if (!parsed.ok) return parsed;
  const p = parsed.value;
  const idn = p.sldUnicode !== p.sld;
  // An internationalised name is read in its Unicode form; the English model does not apply.
  const words = idn ? [p.sldUnicode] : segment(p.sld);
  const label = idn ? p.sldUnicode : p.sld;
  const tld = tldInfo(p.publicSuffix);
  const linguistic = linguisticScore(label, words);
  const seo = seoScore(label, words, tld);
  const valuation = estimateValue(nameFacts(p.sld, p.sldUnicode, words, tld));
  const value: DomainAnalysis = {
    domain: p.domain,
    unicode: p.unicode,
    registrable: p.registrable,
    sld: p.sld,
    tld: p.tld,
    publicSuffix: p.publicSuffix,
    subdomain: p.subdomain,
    words,
    linguistic,
    seo,
    valuation,
    notes: [],
  };
  value.notes = domainNotes({ parsed: p, words, tld, linguistic, seo, valuation });
  return { ok: true, value };
}
