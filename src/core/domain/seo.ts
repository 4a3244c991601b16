import intentLists from './data/commercial-words.json' with { type: 'json' };
import { isWord } from './lexicon.ts';
import type { TldInfo } from './tld.ts';
import type { ScorePart, SeoKeyword, SeoScore } from './types.ts';

const HIGH = new Set(intentLists.high);
const MEDIUM = new Set(intentLists.medium);

/** Commercial intent of one keyword. */
export function keywordIntent(word: string): SeoKeyword['intent'] {
  if (HIGH.has(word)) return 'high';
  if (MEDIUM.has(word)) return 'medium';
  return 'low';
}

const INTENT_SCORE = { high: 100, medium: 70, low: 40 } as const;
const TLD_SCORE = { high: 100, medium: 65, low: 10 } as const;

function part(key: string, score: number, value: ScorePart['value'], weight: number): ScorePart {
  return { key, score: Math.round(Math.min(100, Math.max(0, score))), value, weight };
}

/**
 * SEO strength of a name: keywords people search for, their commercial intent, how exactly
 * the name matches a search phrase, the trust of its extension, length, hyphens and digits.
 *
 * @example
 * seoScore('bestcoffee', ['best', 'coffee'], tldInfo('com')).exactMatch // → true
 */
export function seoScore(label: string, words: readonly string[], tld: TldInfo): SeoScore {
  const keywords: SeoKeyword[] = [];
  for (const w of words) {
    if (w.length >= 2 && /^[a-z]+$/.test(w) && isWord(w)) {
      keywords.push({ word: w, intent: keywordIntent(w) });
    }
  }
  const alpha = words.filter((w) => /^[a-z]+$/.test(w));
  const exactMatch =
    alpha.length > 0 &&
    alpha.length <= 3 &&
    alpha.every((w) => isWord(w) && w.length >= 2) &&
    words.length === alpha.length;
  const bestIntent = keywords.some((k) => k.intent === 'high')
    ? 'high'
    : keywords.some((k) => k.intent === 'medium')
      ? 'medium'
      : 'low';
  const letters = label.length;
  const hyphens = (label.match(/-/g) ?? []).length;
  const digits = (label.match(/[0-9]/g) ?? []).length;
  // .com first; trusted legacy and country extensions next; then by trust.
  const tldScore =
    tld.type === 'generic'
      ? 100
      : (tld.type === 'cctld' && !tld.genericCc && !tld.spam) ||
          (tld.type === 'legacy-gtld' && tld.trust === 'high')
        ? 85
        : TLD_SCORE[tld.trust];

  const parts: ScorePart[] = [
    part(
      'keywords',
      keywords.length ? 60 + Math.min(2, keywords.length) * 20 : 0,
      keywords.map((k) => k.word),
      3,
    ),
    part('intent', keywords.length ? INTENT_SCORE[bestIntent] : 0, bestIntent, 2),
    part('exact-match', exactMatch ? 100 : keywords.length ? 45 : 0, exactMatch, 2),
    part('tld', tldScore, `${tld.type} (${tld.trust} trust)`, 3),
    part('length', letters <= 12 ? 100 : 100 - (letters - 12) * 6, `${letters} characters`, 1),
    part('hyphens', hyphens === 0 ? 100 : hyphens === 1 ? 70 : 30, hyphens, 1),
    part('digits', digits === 0 ? 100 : 50, digits, 1),
  ];
  const weightSum = parts.reduce((s, p) => s + p.weight, 0);
  let score = parts.reduce((s, p) => s + p.score * p.weight, 0) / weightSum;
  if (tld.spam) score = Math.min(score, 30);
  return {
    score: Math.round(score),
    keywords,
    exactMatch,
    tldType: tld.type,
    tldTrust: tld.trust,
    country: tld.genericCc ? null : tld.country,
    parts,
  };
}
