/**
 * Resolves `raw` against `base`; null when it is not a URL even relative to the base.
 * @example resolveUrl('/a?b#c', 'https://x.test/p') // 'https://x.test/a?b#c'
 */
export function resolveUrl(raw: string, base: string): string | null {
  if (URL.canParse(raw, base)) return new URL(raw, base).href;
  return null;
}

/** True when `raw` parses as a URL on its own (not relative). */
export function isAbsoluteUrl(raw: string): boolean {
  return URL.canParse(raw);
}

/** Two URLs are the same page: equal once fragments are dropped (Lighthouse's rule). */
export function sameUrlIgnoringFragment(a: string, b: string): boolean {
  if (!URL.canParse(a) || !URL.canParse(b)) return false;
  const ua = new URL(a);
  const ub = new URL(b);
  ua.hash = '';
  ub.hash = '';
  return ua.href === ub.href;
}
