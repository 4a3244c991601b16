import { cuss } from 'cuss';
import { syllable } from 'syllable';
import { isWord, wordZipf } from './lexicon.ts';
import { pronounceability } from './pronounce.ts';
import type { LinguisticScore, ScorePart } from './types.ts';

/** Words a brand would rather not carry, beyond profanity. */
const NEGATIVE = new Set([
  'scam',
  'scams',
  'fraud',
  'fake',
  'hate',
  'kill',
  'killer',
  'death',
  'dead',
  'die',
  'sucks',
  'suck',
  'cheat',
  'cheater',
  'spam',
  'virus',
  'hack',
  'hacked',
  'stolen',
  'steal',
  'ugly',
  'worst',
  'bad',
  'fail',
  'broke',
  'bankrupt',
  'crash',
  'loser',
  'dumb',
  'stupid',
  'toxic',
]);

/** Spellings a listener cannot tell from another spelling (the "radio test"). */
const HOMOPHONES: Record<string, string> = {
  four: 'for',
  for: 'four',
  two: 'to',
  to: 'two',
  too: 'two',
  u: 'you',
  r: 'are',
  b: 'be',
  c: 'see',
  y: 'why',
  n: 'and',
  xpress: 'express',
  kwik: 'quick',
  lite: 'light',
  nite: 'night',
  thru: 'through',
  tek: 'tech',
  kool: 'cool',
  fone: 'phone',
  foto: 'photo',
  wise: 'wyze',
  right: 'write',
  write: 'right',
  buy: 'by',
  by: 'buy',
  sea: 'see',
  see: 'sea',
  new: 'knew',
  know: 'no',
  no: 'know',
  one: 'won',
  won: 'one',
  sun: 'son',
  son: 'sun',
  flour: 'flower',
  flower: 'flour',
  mail: 'male',
  male: 'mail',
  sale: 'sail',
  sail: 'sale',
  there: 'their',
  their: 'there',
  hear: 'here',
  here: 'hear',
  eight: 'ate',
  bee: 'be',
  be: 'bee',
  wear: 'where',
  where: 'wear',
  meet: 'meat',
  meat: 'meet',
  pair: 'pear',
  pear: 'pair',
  peace: 'piece',
  piece: 'peace',
  road: 'rode',
  weather: 'whether',
  hole: 'whole',
  whole: 'hole',
  plane: 'plain',
  plain: 'plane',
  break: 'brake',
  brake: 'break',
  sight: 'site',
  site: 'sight',
  cite: 'site',
};
const DIGIT_WORDS = /^(?:[0-9]+)$/;

const syllableCache = new Map<string, number>();
/** Syllables of one word, memoised (the count of a word never changes). */
function syllablesOf(word: string): number {
  let n = syllableCache.get(word);
  if (n === undefined) {
    n = Math.max(1, syllable(word));
    if (syllableCache.size < 100_000) syllableCache.set(word, n);
  }
  return n;
}

function clamp(n: number, lo = 0, hi = 100): number {
  return Math.min(hi, Math.max(lo, n));
}

function part(key: string, score: number, value: ScorePart['value'], weight: number): ScorePart {
  return { key, score: Math.round(clamp(score)), value, weight };
}

/** Negative or profane words among the segmented words (and the whole name). */
export function negativeWords(words: readonly string[]): string[] {
  const found: string[] = [];
  for (const w of words) {
    if ((cuss[w] ?? 0) >= 1 || NEGATIVE.has(w)) found.push(w);
  }
  return found;
}

/** Reasons a name said aloud would be misspelled by the listener. */
export function radioTest(words: readonly string[], label: string): string[] {
  const reasons: string[] = [];
  for (const w of words) {
    const other = HOMOPHONES[w];
    if (other) reasons.push(`"${w}" sounds like "${other}"`);
  }
  for (let i = 1; i < words.length; i++) {
    const prev = words[i - 1] ?? '';
    const next = words[i] ?? '';
    if (prev && next && prev.at(-1) === next[0] && /[a-z]/.test(next[0] ?? '')) {
      reasons.push(`doubled letter across "${prev}" + "${next}"`);
    }
  }
  if (/[0-9]/.test(label) && /[a-z]/.test(label)) {
    reasons.push('mixes digits and letters: "4" or "four"?');
  }
  if (label.includes('-')) reasons.push('hyphens are easy to forget when the name is said');
  return reasons;
}

/**
 * Linguistic quality of a name part: short, few syllables, real and common words, easy to
 * say and to spell after hearing it, no hyphens, digits or negative words.
 *
 * @param label the name part (ASCII or Unicode), e.g. `bestcoffee`
 * @param words its segmentation, e.g. `['best', 'coffee']`
 */
export function linguisticScore(label: string, words: readonly string[]): LinguisticScore {
  const letters = [...label].length;
  const alpha = words.filter((w) => /^[a-z]+$/.test(w));
  // Letters of any script count syllables too (an IDN such as bücher is one Unicode word).
  const spoken = words.filter((w) => /^\p{L}+$/u.test(w));
  const syllables =
    spoken.reduce((n, w) => n + syllablesOf(w), 0) +
    words.filter((w) => DIGIT_WORDS.test(w)).reduce((n, w) => n + w.length, 0);
  const dictLetters = alpha.filter((w) => isWord(w)).reduce((n, w) => n + w.length, 0);
  const totalLetters = label.replace(/-/g, '').length || 1;
  const coverage = dictLetters / totalLetters;
  const dictWords = alpha.filter((w) => isWord(w));
  const commonness = dictWords.length
    ? dictWords.reduce((s, w) => s + wordZipf(w), 0) / dictWords.length
    : 0;
  const pron = pronounceability(label);
  const hyphens = (label.match(/-/g) ?? []).length;
  const digits = (label.match(/[0-9]/g) ?? []).length;
  const negative = negativeWords(words);
  const ambiguity = radioTest(words, label);
  const wordCount = words.length;

  // Qualities are averaged; defects (radio test, hyphens, digits, negative words) subtract.
  const quality: ScorePart[] = [
    part('length', letters <= 8 ? 100 : 100 - (letters - 8) * 8, `${letters} characters`, 3),
    part('syllables', syllables <= 3 ? 100 : 100 - (syllables - 3) * 15, syllables, 2),
    part('word-count', [100, 100, 100, 75, 50][wordCount] ?? 25, wordCount, 1),
    part('dictionary', coverage * 100, `${Math.round(coverage * 100)}% of letters`, 3),
    part(
      'commonness',
      dictWords.length ? 25 + commonness * 15 : 0,
      Number(commonness.toFixed(2)),
      2,
    ),
    part('pronounceability', pron * 100, Number(pron.toFixed(2)), 3),
  ];
  const defects: ScorePart[] = [
    part('radio-test', 100 - ambiguity.length * 30, ambiguity, 8),
    part('hyphens', 100 - hyphens * 40, hyphens, 12),
    part('digits', digits === 0 ? 100 : digits === totalLetters ? 70 : 40, digits, 15),
    part('negative', negative.length ? 0 : 100, negative, 0),
  ];
  const weightSum = quality.reduce((s, p) => s + p.weight, 0);
  let score = quality.reduce((s, p) => s + p.score * p.weight, 0) / weightSum;
  // A defect part's weight is the most points it can take off.
  for (const d of defects) score -= ((100 - d.score) / 100) * d.weight;
  if (negative.length) score = Math.min(score, 40);
  const parts = [...quality, ...defects];
  return {
    score: Math.round(clamp(score)),
    length: letters,
    syllables,
    wordCount,
    dictionaryCoverage: Number(coverage.toFixed(3)),
    pronounceability: Number(pron.toFixed(3)),
    negativeWords: negative,
    ambiguity,
    parts,
  };
}
