import { parseDomain } from '../domain/parse.ts';
import { tldInfo } from '../domain/tld.ts';
import { OPEN_WORD_TLDS } from './open-tlds.ts';

/**
 * Extensions tried for every name when the caller names none: .com first (the one buyers
 * and visitors trust most), the legacy .net, the generic ccTLDs start-ups use (.io, .co,
 * .ai) and .app.
 */
export const BASE_TLDS: readonly string[] = ['com', 'net', 'io', 'co', 'ai', 'app'];

/** Most extensions taken from the keywords themselves (`shop`, `coffee`). */
const MAX_WORD_TLDS = 3;

/**
 * True when `word` is itself an open, generic extension people register names under
 * (`shop`, `coffee`, `store`: in {@link OPEN_WORD_TLDS}), on the public suffix list's ICANN
 * section, and not one of the extensions with a spam reputation.
 */
export function isWordTld(word: string): boolean {
  if (!OPEN_WORD_TLDS.has(word)) return false;
  const parsed = parseDomain(`example.${word}`);
  if (!parsed.ok || parsed.value.publicSuffix !== word) return false;
  const info = tldInfo(word);
  return info.type === 'new-gtld' && !info.spam;
}

/**
 * Normalises and checks a list of extensions (`.IO` → `io`): each must be a public suffix
 * under which names are registered (`co.uk` yes, `uk.com`'s private section no).
 *
 * @returns the clean list, or the first entry that is not an extension.
 */
export function normalizeTlds(
  tlds: readonly string[],
): { ok: true; value: string[] } | { ok: false; bad: string } {
  const clean: string[] = [];
  for (const entry of tlds) {
    const tld = entry.trim().toLowerCase().replace(/^\./, '');
    const parsed = parseDomain(`example.${tld}`);
    if (tld === '' || !parsed.ok || parsed.value.publicSuffix !== tld)
      return { ok: false, bad: entry };
    if (!clean.includes(tld)) clean.push(tld);
  }
  return { ok: true, value: clean };
}

/**
 * The default extensions for a search: {@link BASE_TLDS} plus up to three of the keywords
 * and their synonyms that are extensions themselves (`coffee shop` → .shop, .coffee, .store).
 */
export function defaultTlds(keywords: readonly string[], synonyms: readonly string[]): string[] {
  const own = [...keywords, ...synonyms].filter(isWordTld).slice(0, MAX_WORD_TLDS);
  return [...new Set([...BASE_TLDS, ...own])];
}
