import { wordZipf } from '../domain/lexicon.ts';
import { isWordTld } from './tlds.ts';
import type { LexicalSource } from './types.ts';

/** The lexical words a search uses, per keyword, after filtering. */
export interface WordSources {
  synonyms: ReadonlyMap<string, string[]>;
  related: ReadonlyMap<string, string[]>;
  /** Whether a word is an extension names can be registered under (memoised `isWordTld`). */
  isTld(word: string): boolean;
}

/** Synonyms used per keyword. */
export const MAX_SYNONYMS = 6;
/** Related words used per keyword. */
export const MAX_RELATED = 10;
/** Longest synonym or related word used: longer ones make names nobody types. */
const MAX_WORD = 10;
/**
 * Least common word used (Zipf scale of the domain engine's lexicon: 2 ≈ once per 10 M
 * words): WordNet lists rare words (`obnubilate`) that make poor names.
 */
const MIN_ZIPF_SYNONYM = 2;
const MIN_ZIPF_RELATED = 2.5;

/**
 * Asks the lexical source about each keyword, keeping its order (best first) but only words
 * of a–z that people know (in the domain engine's frequency lexicon), short enough for a
 * name, and not themselves one of the keywords.
 */
export function wordSources(keywords: readonly string[], lexical: LexicalSource): WordSources {
  const usable = (w: string, minZipf: number) =>
    /^[a-z]+$/.test(w) && w.length <= MAX_WORD && !keywords.includes(w) && wordZipf(w) >= minZipf;
  const synonyms = new Map<string, string[]>();
  const related = new Map<string, string[]>();
  for (const k of keywords) {
    const syn = [...new Set(lexical.synonyms(k))].filter((w) => usable(w, MIN_ZIPF_SYNONYM));
    const rel = [...new Set(lexical.related(k))].filter(
      (w) => usable(w, MIN_ZIPF_RELATED) && !syn.includes(w),
    );
    synonyms.set(k, syn.slice(0, MAX_SYNONYMS));
    related.set(k, rel.slice(0, MAX_RELATED));
  }
  const tlds = new Map<string, boolean>();
  return {
    synonyms,
    related,
    isTld(word) {
      let known = tlds.get(word);
      if (known === undefined) {
        known = isWordTld(word);
        tlds.set(word, known);
      }
      return known;
    },
  };
}
