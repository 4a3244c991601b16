import { iso6393 } from 'iso-639-3';

/**
 * Language subtags a search engine accepts in `hreflang`/`lang`: ISO 639-1 two-letter
 * codes, and ISO 639-3 three-letter codes that have no two-letter form (so `en`, `haw`,
 * but not `eng`) — the shape of the IANA registry Lighthouse checks against.
 */
const CODES: ReadonlySet<string> = new Set(
  iso6393.flatMap((l) => (l.iso6391 ? [l.iso6391] : [l.iso6393])),
);

/**
 * True when the primary subtag of `tag` (before the first "-") is a known language code.
 * Case-insensitive; surrounding spaces make it invalid, as they do for crawlers.
 * @example isValidLanguageCode('zh-Hans-TW') // true
 * @example isValidLanguageCode('xx') // false
 */
export function isValidLanguageCode(tag: string): boolean {
  const primary = tag.split('-')[0] ?? '';
  return CODES.has(primary.toLowerCase());
}
