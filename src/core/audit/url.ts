/**
 * Resolves `raw` against `base`; null when it is not a URL even relative to the base.
 * @example resolveUrl('/a?b#c', 'https://x.test/p') // 'https://x.test/a?b#c'
 */
export function resolveUrl(raw: string, base: string): string | null {
  return URL.parse(raw, base)?.href ?? null;
}

/** The URL without its fragment (`#…`), as written. */
export function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
