import type { Result } from '../domain/types.ts';

/** Why a name search was refused; `message` says what to change. */
export interface NameSearchError {
  code: 'bad_request';
  message: string;
}

/** Longest keyword text accepted, in characters. */
export const MAX_KEYWORDS_CHARS = 100;
/** Most keywords in one search: more make unreadable names. */
export const MAX_KEYWORDS = 4;
/** Longest single keyword, in letters. */
export const MAX_KEYWORD_LENGTH = 30;

/** A refusal of the name search's input. */
export function badRequest(message: string): { ok: false; error: NameSearchError } {
  return { ok: false, error: { code: 'bad_request', message } };
}

/**
 * Splits the keyword text of a name search into lower-case ASCII words: accents are
 * dropped (`café` → `cafe`), anything other than letters and digits separates words, and
 * repeated words count once.
 *
 * @example
 * parseKeywords('Coffee, shop') // → { ok: true, value: ['coffee', 'shop'] }
 */
export function parseKeywords(text: string | undefined | null): Result<string[], NameSearchError> {
  const raw = (text ?? '').trim();
  if (raw === '') {
    return badRequest('Give one or more keywords, for example "coffee shop".');
  }
  if (raw.length > MAX_KEYWORDS_CHARS) {
    return badRequest(
      `The keywords are ${raw.length} characters long: at most ${MAX_KEYWORDS_CHARS} are allowed.`,
    );
  }
  const folded = raw.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const foreign = folded.match(/\P{ASCII}/u);
  if (foreign) {
    return badRequest(
      `Write the keywords in Latin letters a–z and digits ("${foreign[0]}" cannot be part of a suggested name).`,
    );
  }
  const words = [...new Set(folded.split(/[^a-z0-9]+/).filter((w) => w !== ''))];
  if (words.length === 0) {
    return badRequest('The keywords have no letters or digits: give words such as "coffee shop".');
  }
  if (words.length > MAX_KEYWORDS) {
    return badRequest(
      `Give at most ${MAX_KEYWORDS} keywords (got ${words.length}): the names get too long to remember.`,
    );
  }
  const long = words.find((w) => w.length > MAX_KEYWORD_LENGTH);
  if (long !== undefined) {
    return badRequest(
      `The keyword "${long.slice(0, 20)}…" is ${long.length} characters long: at most ${MAX_KEYWORD_LENGTH}.`,
    );
  }
  return { ok: true, value: words };
}
