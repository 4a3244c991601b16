import { isWord, wordZipf } from './lexicon.ts';
import { parseDomain } from './parse.ts';
import { letterLogProb } from './pronounce.ts';
import { segment } from './segment.ts';
import { keywordIntent } from './seo.ts';
import { type TldInfo, tldInfo } from './tld.ts';

/** Everything the valuation model knows about a name, before it becomes a vector. */
export interface NameFacts {
  /** The name part, ASCII (punycode for IDNs). */
  label: string;
  /** Characters in the name part (Unicode code points). */
  length: number;
  words: readonly string[];
  /** Alphabetic tokens that are dictionary words. */
  dictWords: number;
  /** Alphabetic tokens that are not. */
  unknownWords: number;
  /** Share of letters covered by dictionary words, 0–1. */
  coverage: number;
  /** Zipf frequency of the rarest and the commonest dictionary word (0 when none). */
  zipfMin: number;
  zipfMax: number;
  /** Mean natural-log letter-trigram probability (pronounceability, raw). */
  letterLogProb: number;
  hyphens: number;
  digits: number;
  /** 0 low, 1 medium, 2 high commercial intent. */
  intent: number;
  idn: boolean;
  tld: TldInfo;
}

/** Computes the facts of a name part (ASCII `label`, Unicode `unicodeLabel`) and its words. */
export function nameFacts(
  label: string,
  unicodeLabel: string,
  words: readonly string[],
  tld: TldInfo,
): NameFacts {
  let dictWords = 0;
  let unknownWords = 0;
  let dictLetters = 0;
  let zipfMin = 0;
  let zipfMax = 0;
  let intent = 0;
  for (const w of words) {
    if (!/^[a-z]+$/.test(w)) continue;
    if (isWord(w)) {
      dictWords++;
      dictLetters += w.length;
      const z = wordZipf(w);
      zipfMin = dictWords === 1 ? z : Math.min(zipfMin, z);
      zipfMax = Math.max(zipfMax, z);
      const i = keywordIntent(w);
      intent = Math.max(intent, i === 'high' ? 2 : i === 'medium' ? 1 : 0);
    } else {
      unknownWords++;
    }
  }
  const idn = unicodeLabel !== label;
  const letters = label.replace(/[-0-9]/g, '').length;
  return {
    label,
    length: [...unicodeLabel].length,
    words,
    dictWords,
    unknownWords,
    coverage: letters ? dictLetters / letters : 0,
    zipfMin,
    zipfMax,
    letterLogProb: idn ? -3 : letterLogProb(label),
    // Counted on the Unicode form: `xn--bcher-kva` has no hyphen a reader would see.
    hyphens: (unicodeLabel.match(/-/g) ?? []).length,
    digits: (unicodeLabel.match(/[0-9]/g) ?? []).length,
    intent,
    idn,
    tld,
  };
}

/** TLD groups the model prices separately; `com` is the reference (all zeros). */
export const TLD_GROUPS = [
  'net',
  'org',
  'ai',
  'io',
  'co',
  'xyz',
  'de',
  'ca',
  'tv',
  'app',
  'legacy',
  'cctld',
  'cctld-2ld',
  'ngtld',
  'spam',
] as const;

/** Names of the model's inputs, in vector order; each belongs to a factor group. */
export const FEATURES: readonly { name: string; group: string }[] = [
  { name: 'len1-2', group: 'length' },
  { name: 'len3', group: 'length' },
  { name: 'len4', group: 'length' },
  { name: 'len5', group: 'length' },
  { name: 'len6', group: 'length' },
  { name: 'len', group: 'length' },
  { name: 'len-over-10', group: 'length' },
  { name: 'one-word', group: 'words' },
  { name: 'two-words', group: 'words' },
  { name: 'three-plus-words', group: 'words' },
  { name: 'unknown-words', group: 'words' },
  { name: 'coverage', group: 'words' },
  { name: 'zipf-min', group: 'commonness' },
  { name: 'zipf-max', group: 'commonness' },
  { name: 'one-word-zipf', group: 'commonness' },
  { name: 'letter-logprob', group: 'pronounceability' },
  { name: 'short-acronym', group: 'pronounceability' },
  { name: 'hyphens', group: 'hyphens' },
  { name: 'digits', group: 'digits' },
  { name: 'all-digits', group: 'digits' },
  { name: 'intent', group: 'keywords' },
  { name: 'idn', group: 'idn' },
  ...TLD_GROUPS.map((g) => ({ name: `tld-${g}`, group: 'tld' })),
  { name: 'short-non-com', group: 'tld' },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => ({ name: `non-com-len-le-${k}`, group: 'tld' })),
  { name: 'one-word-non-com', group: 'tld' },
  { name: 'one-word-zipf-non-com', group: 'tld' },
  { name: 'com-three-letters', group: 'length' },
  { name: 'com-four-letters', group: 'length' },
  { name: 'digits-up-to-3', group: 'digits' },
  { name: 'digits-4', group: 'digits' },
  { name: 'vowel-share', group: 'pronounceability' },
  { name: 'cvcv-brandable', group: 'pronounceability' },
  { name: 'two-words-zipf-min', group: 'commonness' },
  { name: 'log-len', group: 'length' },
  { name: 'one-word-zipf-capped', group: 'commonness' },
  { name: 'one-word-zipf-over-5', group: 'commonness' },
  { name: 'function-words', group: 'words' },
];

/** Short function words: common, but a name made of them is worth less than its frequency says. */
const FUNCTION_WORDS = new Set(
  'the a an and or of to in on at by for with from is it be as i you we he she they me my your our this that let say do did go get got was were are am not no yes up out so if but all any'.split(
    ' ',
  ),
);

/** A 4–6 letter name alternating consonants and vowels (`koko`, `biti`, `kadium` is not). */
function isAlternating(label: string): boolean {
  if (label.length < 4 || label.length > 6 || !/^[a-z]+$/.test(label)) return false;
  let prev = /[aeiou]/.test(label[0] ?? '');
  for (let i = 1; i < label.length; i++) {
    const vowel = /[aeiou]/.test(label[i] ?? '');
    if (vowel === prev) return false;
    prev = vowel;
  }
  return true;
}

/** Turns facts into the model's input vector (order of FEATURES). */
export function featureVector(f: NameFacts): number[] {
  const n = f.length;
  const alphaTokens = f.dictWords + f.unknownWords;
  const oneWord = f.dictWords === 1 && f.unknownWords === 0 && f.digits === 0 ? 1 : 0;
  const allAlpha = f.digits === 0 && f.hyphens === 0;
  const acronym = n <= 4 && allAlpha && f.dictWords === 0 ? 1 : 0;
  const tldGroup = f.tld.group;
  const com = tldGroup === 'com';
  const letters = allAlpha ? f.length : 0;
  const allDigits = f.digits > 0 && f.digits === n;
  const vowels = (f.label.match(/[aeiouy]/g) ?? []).length;
  const twoWords = f.dictWords === 2 && f.unknownWords === 0 ? 1 : 0;
  return [
    n <= 2 ? 1 : 0,
    n === 3 ? 1 : 0,
    n === 4 ? 1 : 0,
    n === 5 ? 1 : 0,
    n === 6 ? 1 : 0,
    Math.min(n, 25),
    Math.max(0, Math.min(n, 25) - 10),
    oneWord,
    f.dictWords === 2 && f.unknownWords === 0 ? 1 : 0,
    f.dictWords >= 3 ? 1 : 0,
    Math.min(alphaTokens ? f.unknownWords : 0, 3),
    f.coverage,
    f.zipfMin,
    f.zipfMax,
    oneWord * f.zipfMax,
    Math.max(-7, f.letterLogProb),
    acronym,
    Math.min(f.hyphens, 3),
    Math.min(f.digits, 6),
    f.digits > 0 && f.digits === n ? 1 : 0,
    f.intent,
    f.idn ? 1 : 0,
    ...TLD_GROUPS.map((g) => (g === tldGroup ? 1 : 0)),
    !com && n <= 5 ? 1 : 0,
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => (!com && n <= k ? 1 : 0)),
    oneWord && !com ? 1 : 0,
    oneWord && !com ? f.zipfMax : 0,
    com && letters === 3 ? 1 : 0,
    com && letters === 4 ? 1 : 0,
    allDigits && n <= 3 ? 1 : 0,
    allDigits && n === 4 ? 1 : 0,
    n ? vowels / n : 0,
    isAlternating(f.label) ? 1 : 0,
    twoWords * f.zipfMin,
    Math.log(Math.max(1, n)),
    oneWord * Math.min(f.zipfMax, 5),
    oneWord * Math.max(0, f.zipfMax - 5),
    f.words.filter((w) => FUNCTION_WORDS.has(w)).length,
  ];
}

/** Facts and model vector of a whole domain name, or null when it is not a valid name. */
export function modelInput(domain: string): { facts: NameFacts; vector: number[] } | null {
  const parsed = parseDomain(domain);
  if (!parsed.ok) return null;
  const p = parsed.value;
  const facts = nameFacts(p.sld, p.sldUnicode, segment(p.sld), tldInfo(p.publicSuffix));
  return { facts, vector: featureVector(facts) };
}
