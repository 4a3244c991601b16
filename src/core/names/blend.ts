import { letterLogProb, pronounceability } from '../domain/pronounce.ts';

/** A portmanteau of two words and how good it is. */
export interface Blend {
  name: string;
  /** 0–1.2: pronounceability, plus a bonus when the words share a letter at the joint. */
  quality: number;
}

/** Blends below this pronounceability (letter-trigram model) are not suggested. */
export const MIN_PRONOUNCEABILITY = 0.85;

/** Bonus for a true portmanteau, where the joint letter belongs to both words (`sh·o·ffee`). */
const OVERLAP_BONUS = 0.3;
/** Bonus for a joint between a vowel and a consonant (`coffe·shop`), not inside a cluster. */
const CV_BONUS = 0.1;
/** Weight of how much of the shorter-kept word survives: both words should stay recognisable. */
const KEPT_WEIGHT = 0.4;

const isVowel = (ch: string | undefined) => ch !== undefined && 'aeiouy'.includes(ch);

/**
 * How good a blend reads: the letter model's mean log-probability per letter (≈ −2.6 for
 * English words, −4.6 for noise) mapped to 0–1 without clamping, so ties above "fully
 * pronounceable" still order, plus the bonuses above.
 */
function blendQuality(
  name: string,
  head: string,
  tail: string,
  a: string,
  b: string,
  overlap: boolean,
): number {
  const letters = (letterLogProb(name) + 4.6) / 2;
  const kept = Math.min(head.length / a.length, (tail.length + (overlap ? 1 : 0)) / b.length);
  const cv = isVowel(head.at(-1)) !== isVowel(tail[0]);
  return letters + KEPT_WEIGHT * kept + (overlap ? OVERLAP_BONUS : 0) + (cv ? CV_BONUS : 0);
}

/**
 * Portmanteaus of `a` and `b`: the start of `a` joined to the end of `b` (`shop` + `coffee`
 * → `shoffee`), best first. Each keeps at least half (and at least two letters) of the word
 * it comes from, drops a letter of each (unless the two share the joint letter, which is
 * then written once), and must read as English: its
 * pronounceability ({@link MIN_PRONOUNCEABILITY}) comes from the letter-trigram model of the
 * domain engine. Blends that share the joint letter rank first; ties break by length, then
 * alphabetically, so the result is deterministic.
 *
 * @example
 * blends('shop', 'coffee', 2).map((b) => b.name) // ['shoffee', …]
 */
export function blends(a: string, b: string, max: number): Blend[] {
  if (!/^[a-z]+$/.test(a) || !/^[a-z]+$/.test(b) || a === b) return [];
  const found = new Map<string, number>();
  const keepA = Math.max(2, Math.ceil(a.length / 2));
  const keepB = Math.max(2, Math.ceil(b.length / 2));
  for (let i = keepA; i <= a.length; i++) {
    for (let j = 0; j <= b.length - keepB; j++) {
      const head = a.slice(0, i);
      const tail = b.slice(j);
      // The joint letter shared by both words is written once (`sho` + `offee`).
      const overlap = j > 0 && a[i - 1] === b[j - 1];
      const name = head + tail;
      // Both words give up a letter, unless they share the joint letter (`coffeehop` is a
      // clipped join; `espres·s·hop` a portmanteau).
      if (!overlap && (i === a.length || j === 0)) continue;
      // A doubled letter at the joint fails the radio test (`shooffee`); long blends are
      // no shorter than saying both words.
      if (
        head.at(-1) === tail[0] ||
        name.length < 4 ||
        name.length > Math.max(a.length, b.length) + 3 ||
        name === a ||
        name === b
      ) {
        continue;
      }
      const p = pronounceability(name);
      if (p < MIN_PRONOUNCEABILITY) continue;
      const quality = blendQuality(name, head, tail, a, b, overlap);
      if ((found.get(name) ?? -1) < quality) found.set(name, quality);
    }
  }
  return [...found]
    .map(([name, quality]) => ({ name, quality }))
    .sort(
      (x, y) =>
        y.quality - x.quality || x.name.length - y.name.length || (x.name < y.name ? -1 : 1),
    )
    .slice(0, max);
}
