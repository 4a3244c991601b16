import { isWord } from '../domain/lexicon.ts';

/** English plural of a lower-case word by the regular rules (`box` → `boxes`, `story` → `stories`). */
function pluralOf(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Singular candidates of a word that looks plural, most specific rule first. */
function singularsOf(word: string): string[] {
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (/(s|x|z|ch|sh)es$/.test(word)) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  return [];
}

/**
 * The other number of an English word when it is itself a dictionary word:
 * `{kind: 'singular', word: 'shop'}` for `shops`, `{kind: 'plural', word: 'shops'}` for
 * `shop`, or null when the other form is not in the lexicon (`glass`).
 * Words under four letters are left alone: their "plurals" are rarely what people mean.
 */
export function otherNumber(word: string): { kind: 'plural' | 'singular'; word: string } | null {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return null;
  for (const singular of singularsOf(word)) {
    if (singular.length >= 3 && isWord(singular)) return { kind: 'singular', word: singular };
  }
  if (word.endsWith('s')) return null;
  const plural = pluralOf(word);
  return isWord(plural) ? { kind: 'plural', word: plural } : null;
}
