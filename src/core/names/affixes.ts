/**
 * Prefixes and suffixes start-ups put around a keyword to make a registrable, brandable name
 * (`getcoffee`, `coffeehub`, `shopify`). Order matters: earlier ones rank first on a tie.
 */
export const PREFIXES: readonly string[] = [
  'get',
  'try',
  'my',
  'the',
  'go',
  'use',
  'join',
  'hey',
  'best',
  'top',
];

/** Suffixes, as above; `24` is the one with a digit (dropped with `excludeDigits`). */
export const SUFFIXES: readonly string[] = [
  'hub',
  'ly',
  'ify',
  'hq',
  'app',
  'labs',
  'co',
  'now',
  'spot',
  'base',
  'zone',
  'place',
  'club',
  'works',
  'house',
  'online',
  '24',
];

/**
 * Joins a base word and a suffix the way brand names do: a final vowel gives way to a suffix
 * that starts with one (`coffee` + `ify` → `coffify`, `shop` + `ify` → `shopify`).
 *
 * @returns the name, or null when the join would stutter (`sellly`, `happyly`).
 * @example
 * withSuffix('coffee', 'ify') // 'coffify'
 * withSuffix('coffee', 'hub') // 'coffeehub'
 */
export function withSuffix(base: string, suffix: string): string | null {
  if (/^[aeiou]/.test(suffix)) {
    const trimmed = base.replace(/[aeiouy]+$/, '');
    if (trimmed.length >= 3) return trimmed + suffix;
  }
  if (base.endsWith(suffix) || (suffix === 'ly' && /[ly]$/.test(base))) return null;
  return base + suffix;
}
