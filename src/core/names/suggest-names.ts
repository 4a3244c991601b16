import { analyzeDomain } from '../domain/analyze-domain.ts';
import { parseKeywords } from './keywords.ts';
import { baseScore, rankCandidates } from './rank.ts';
import { affixSeeds, blendSeeds, exactSeeds, hackSeeds, lexicalSeeds, type Seed } from './seeds.ts';
import { defaultTlds, normalizeTlds } from './tlds.ts';
import type {
  CandidateKind,
  LexicalSource,
  NameCandidate,
  NameSearchOptions,
  NameStyle,
} from './types.ts';
import { wordSources } from './word-sources.ts';

/** Candidates returned when `limit` is not given. */
export const DEFAULT_LIMIT = 100;

const STYLE: Record<CandidateKind, NameStyle> = {
  exact: 'exact',
  keyword: 'exact',
  'domain-hack': 'exact',
  synonym: 'exact',
  related: 'exact',
  affix: 'brandable',
  blend: 'brandable',
};

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Whether a seed passes the length, style, hyphen and digit options. */
function keep(seed: Seed, options: NameSearchOptions): boolean {
  const style = options.style ?? 'both';
  return (
    LABEL.test(seed.label) &&
    seed.label.length <= Math.min(63, options.maxLength ?? 63) &&
    (style === 'both' || STYLE[seed.kind] === style) &&
    !(options.excludeHyphens && seed.label.includes('-')) &&
    !(options.excludeDigits && /\d/.test(seed.label))
  );
}

/** What {@link searchNames} found: the keywords as words, the extensions tried, the names. */
export interface NameSearch {
  words: string[];
  tlds: string[];
  candidates: NameCandidate[];
}

/**
 * Suggests domain names for keywords: exact combinations (`coffeeshop`, `shopcoffee`,
 * `coffee-shop`), domain hacks (`coffee.shop`), synonyms and related words from the lexical
 * source (`javashop`, `espressoshop`), prefixes and suffixes (`getcoffeeshop`, `coffeehub`),
 * pronounceable blends (`shoffee`), each on every extension of `options.tlds` (default: .com,
 * .net, .io, .co, .ai, .app and the keywords that are extensions themselves).
 *
 * Every candidate is a valid name (`parseDomain`), unique, scored by `analyzeDomain`
 * (linguistic, SEO, valuation) and ranked by `rankScore` (see rank.ts); availability is
 * `unknown` here (the DNS check lives outside the core). Pure and deterministic; keywords
 * that `parseKeywords` refuses give an empty list.
 *
 * @example
 * suggestNames('coffee shop', { tlds: ['com'] }, wordNet)[0]
 * // → { domain: 'coffeeshop.com', reason: 'exact match', score: 98.6, … }
 */
export function suggestNames(
  keywords: string,
  options: NameSearchOptions,
  lexical: LexicalSource,
): NameCandidate[] {
  return searchNames(keywords, options, lexical).candidates;
}

/** {@link suggestNames}, also saying which keywords and extensions the search used. */
export function searchNames(
  keywords: string,
  options: NameSearchOptions,
  lexical: LexicalSource,
): NameSearch {
  const parsed = parseKeywords(keywords);
  if (!parsed.ok) return { words: [], tlds: [], candidates: [] };
  const words = parsed.value;
  const sources = wordSources(words, lexical);
  const given = options.tlds === undefined ? undefined : normalizeTlds(options.tlds);
  const tlds =
    given === undefined
      ? defaultTlds(words, [...sources.synonyms.values()].flat())
      : given.ok
        ? given.value
        : [];

  const seeds = [
    ...hackSeeds(words, sources),
    ...exactSeeds(words),
    ...lexicalSeeds(words, sources),
    ...affixSeeds(words),
    ...blendSeeds(words, sources),
  ].filter((seed) => keep(seed, options));

  // One candidate per domain: the most relevant way of making it (the first on a tie).
  const chosen = new Map<string, { seed: Seed; tld: string }>();
  for (const seed of seeds) {
    const exts = seed.tld !== undefined ? [seed.tld].filter((t) => tlds.includes(t)) : tlds;
    for (const tld of exts) {
      // A keyword extension is not repeated in the name (`coffeeshop.shop`).
      if (seed.tld === undefined && seed.words.includes(tld)) continue;
      const domain = `${seed.label}.${tld}`;
      const best = chosen.get(domain);
      if (best === undefined || best.seed.relevance < seed.relevance)
        chosen.set(domain, { seed, tld });
    }
  }

  const scored: (NameCandidate & { label: string })[] = [];
  for (const [domain, { seed, tld }] of chosen) {
    const analysis = analyzeDomain(domain);
    if (!analysis.ok) continue;
    const { linguistic, seo, valuation } = analysis.value;
    scored.push({
      domain: analysis.value.domain,
      label: seed.label,
      words: seed.words,
      reason: seed.reason,
      kind: seed.kind,
      style: STYLE[seed.kind],
      linguistic: linguistic.score,
      seo: seo.score,
      valuation: { estimate: valuation.estimate, low: valuation.low, high: valuation.high },
      score: baseScore({
        linguistic: linguistic.score,
        seo: seo.score,
        estimate: valuation.estimate,
        relevance: seed.relevance,
        tldIndex: tlds.indexOf(tld),
      }),
      availability: 'unknown',
    });
  }
  const candidates = rankCandidates(scored)
    .slice(0, options.limit ?? DEFAULT_LIMIT)
    .map(({ label: _label, ...candidate }) => candidate);
  return { words, tlds, candidates };
}
