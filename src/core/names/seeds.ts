import { PREFIXES, SUFFIXES, withSuffix } from './affixes.ts';
import { blends } from './blend.ts';
import type { CandidateKind } from './types.ts';
import type { WordSources } from './word-sources.ts';

/** A name before its extension, with where it came from. */
export interface Seed {
  label: string;
  words: string[];
  reason: string;
  kind: CandidateKind;
  /** 0–100: how closely the name says what the keywords say (see `rankScore`). */
  relevance: number;
  /** The one extension of a domain hack (`coffee` + `.shop`); others go on every extension. */
  tld?: string;
}

/** Orders of the keywords tried: all of them for up to three keywords, else as given and reversed. */
function orders(keywords: readonly string[]): string[][] {
  if (keywords.length > 3) return [[...keywords], [...keywords].reverse()];
  if (keywords.length <= 1) return [[...keywords]];
  return keywords.flatMap((k, i) =>
    orders(keywords.filter((_, j) => j !== i)).map((rest) => [k, ...rest]),
  );
}

/** Exact combinations: the keywords joined (every order), hyphenated, and each one alone. */
export function exactSeeds(keywords: readonly string[]): Seed[] {
  const seeds: Seed[] = [];
  orders(keywords).forEach((words, i) => {
    const reordered = i === 0 ? '' : ', reordered';
    seeds.push({
      label: words.join(''),
      words,
      reason: `exact match${reordered}`,
      kind: 'exact',
      relevance: i === 0 ? 100 : 90,
    });
    if (words.length > 1) {
      seeds.push({
        label: words.join('-'),
        words,
        reason: `exact match, hyphenated${reordered}`,
        kind: 'exact',
        relevance: i === 0 ? 95 : 85,
      });
    }
  });
  if (keywords.length > 1) {
    for (const k of keywords) {
      seeds.push({
        label: k,
        words: [k],
        reason: `keyword ${k} alone`,
        kind: 'keyword',
        relevance: 60,
      });
    }
  }
  return seeds;
}

/** A keyword or a WordNet word standing in for it, and what to say about the swap. */
interface Stand {
  word: string;
  note: string | null;
  relevance: number;
}

/**
 * The keywords with one of them replaced by a synonym or a related word (`javashop`,
 * `coffeestore`, `espressoshop`), and with every keyword replaced by its best synonym.
 */
export function lexicalSeeds(keywords: readonly string[], sources: WordSources): Seed[] {
  const seeds: Seed[] = [];
  keywords.forEach((keyword, i) => {
    const stands: (Stand & { kind: CandidateKind })[] = [
      ...(sources.synonyms.get(keyword) ?? []).map((word, rank) => ({
        word,
        note: `synonym of ${keyword} (WordNet: ${word})`,
        relevance: Math.max(60, 88 - 4 * rank),
        kind: 'synonym' as const,
      })),
      ...(sources.related.get(keyword) ?? []).map((word, rank) => ({
        word,
        note: `related to ${keyword} (WordNet: ${word})`,
        // Alone (a one-keyword search), a related word is another name, not a variant.
        relevance: keywords.length > 1 ? Math.max(45, 72 - 3 * rank) : Math.max(30, 50 - 3 * rank),
        kind: 'related' as const,
      })),
    ];
    for (const stand of stands) {
      const words = keywords.map((k, j) => (j === i ? stand.word : k));
      seeds.push({
        label: words.join(''),
        words,
        reason: stand.note ?? '',
        kind: stand.kind,
        relevance: stand.relevance,
      });
    }
  });
  const best = keywords.map((k) => sources.synonyms.get(k)?.[0]);
  if (keywords.length > 1 && best.every((w) => w !== undefined)) {
    const words = best as string[];
    seeds.push({
      label: words.join(''),
      words,
      reason: `synonyms of ${keywords.join(' and ')} (WordNet: ${words.join(', ')})`,
      kind: 'synonym',
      relevance: 65,
    });
  }
  return seeds;
}

/** Prefixes and suffixes around the keywords joined and around each keyword. */
export function affixSeeds(keywords: readonly string[]): Seed[] {
  const bases = [keywords.join(''), ...(keywords.length > 1 ? keywords : [])];
  const seeds: Seed[] = [];
  bases.forEach((base, b) => {
    const words = b === 0 ? [...keywords] : [base];
    // Around one keyword of several, the name says less than the search (`getshop`).
    const relevance = b === 0 ? 75 : 45;
    for (const prefix of PREFIXES) {
      seeds.push({
        label: prefix + base,
        words: [prefix, ...words],
        reason: `prefix ${prefix}+`,
        kind: 'affix',
        relevance,
      });
    }
    for (const suffix of SUFFIXES) {
      const label = withSuffix(base, suffix);
      if (label === null) continue;
      seeds.push({
        label,
        words: [...words, suffix],
        reason: `suffix +${suffix}`,
        kind: 'affix',
        relevance,
      });
    }
  });
  return seeds;
}

/** Pronounceable portmanteaus of keyword pairs, and of a lone keyword with its best synonyms. */
export function blendSeeds(keywords: readonly string[], sources: WordSources): Seed[] {
  const pairs: [string, string][] = [];
  for (const a of keywords) for (const b of keywords) if (a !== b) pairs.push([a, b]);
  for (const k of keywords) {
    const others = [...(sources.synonyms.get(k) ?? []), ...(sources.related.get(k) ?? [])];
    for (const w of others.slice(0, 3)) {
      for (const other of keywords.length > 1 ? keywords.filter((x) => x !== k) : [k]) {
        pairs.push([w, other], [other, w]);
      }
    }
  }
  return pairs.flatMap(([a, b]) =>
    blends(a, b, 2).map((blend) => ({
      label: blend.name,
      words: [a, b],
      reason: `blend of ${a} + ${b}`,
      kind: 'blend' as const,
      relevance: 55,
    })),
  );
}

/**
 * Domain hacks: a keyword (or its synonym) that is an extension becomes the extension and the
 * other keywords the name (`coffee` + `.shop` reads "coffee shop").
 */
export function hackSeeds(keywords: readonly string[], sources: WordSources): Seed[] {
  if (keywords.length < 2) return [];
  const seeds: Seed[] = [];
  keywords.forEach((keyword, i) => {
    const ext = [keyword, ...(sources.synonyms.get(keyword) ?? [])].filter((w) => sources.isTld(w));
    const rest = keywords.filter((_, j) => j !== i);
    // The name part: the other keywords, or (one other keyword) also its two best synonyms.
    const names: { words: string[]; via: string }[] = [{ words: rest, via: '' }];
    const only = rest.length === 1 ? (rest[0] ?? '') : '';
    for (const w of (sources.synonyms.get(only) ?? []).slice(0, 2)) {
      names.push({ words: [w], via: ` (WordNet synonym of ${only})` });
    }
    for (const tld of ext) {
      const tldVia = tld === keyword ? '' : ` (WordNet synonym of ${keyword})`;
      for (const name of names) {
        seeds.push({
          label: name.words.join(''),
          words: [...name.words, tld],
          reason: `domain hack: ${name.words.join(' ')}${name.via} + .${tld}${tldVia}`,
          kind: 'domain-hack',
          relevance: (tld === keyword ? 98 : 85) - (name.via === '' ? 0 : 10),
          tld,
        });
      }
    }
  });
  return seeds;
}
