import type { Result } from '../domain/types.ts';
import { badRequest, type NameSearchError, parseKeywords } from './keywords.ts';
import { normalizeTlds } from './tlds.ts';
import type { NameSearchOptions, NameStyle } from './types.ts';

/** A name search as a client sends it (the JSON body of `POST /api/analyze/names`). */
export interface NameSearchInput extends NameSearchOptions {
  keywords: string;
  /** Check availability in DNS (default true). */
  check?: boolean;
}

/** A name search that passed {@link validateNameSearch}, normalised. */
export interface ValidNameSearch {
  /** The keyword text as given (trimmed). */
  keywords: string;
  /** The keywords as words (`['coffee', 'shop']`). */
  words: string[];
  options: NameSearchOptions;
  check: boolean;
}

/** Most extensions in one search. */
export const MAX_TLDS = 20;
/** Most candidates in one answer. */
export const MAX_LIMIT = 500;

const STYLES: readonly (NameStyle | 'both')[] = ['exact', 'brandable', 'both'];

function wholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Checks and normalises a name search: keywords (see `parseKeywords`), extensions on the
 * public suffix list (`.IO` → `io`), `maxLength` 1–63, `style`, the exclusions, `limit`
 * 1–{@link MAX_LIMIT}. Each refusal says what to change.
 *
 * @example
 * validateNameSearch({ keywords: 'coffee shop', tlds: ['com', 'xyz1'] })
 * // → { ok: false, error: { code: 'bad_request', message: '"xyz1" is not a domain extension…' } }
 */
export function validateNameSearch(input: unknown): Result<ValidNameSearch, NameSearchError> {
  if (typeof input !== 'object' || input === null) {
    return badRequest('Send an object with "keywords", for example {"keywords": "coffee shop"}.');
  }
  const raw = input as Record<string, unknown>;
  if (typeof raw.keywords !== 'string') {
    return badRequest('"keywords" must be text, for example "coffee shop".');
  }
  const words = parseKeywords(raw.keywords);
  if (!words.ok) return words;
  const options: NameSearchOptions = {};

  if (raw.tlds !== undefined) {
    if (!Array.isArray(raw.tlds) || !raw.tlds.every((t) => typeof t === 'string')) {
      return badRequest('"tlds" must be a list of extensions, for example ["com", "io"].');
    }
    if (raw.tlds.length === 0 || raw.tlds.length > MAX_TLDS) {
      return badRequest(
        `Give from 1 to ${MAX_TLDS} extensions in "tlds" (got ${raw.tlds.length}).`,
      );
    }
    const tlds = normalizeTlds(raw.tlds as string[]);
    if (!tlds.ok) {
      return badRequest(
        `"${tlds.bad}" is not a domain extension on the public suffix list: use extensions such as com, io or co.uk.`,
      );
    }
    options.tlds = tlds.value;
  }
  if (raw.maxLength !== undefined) {
    if (!wholeNumber(raw.maxLength, 1, 63)) {
      return badRequest(
        '"maxLength" must be a whole number from 1 to 63 (characters before the extension).',
      );
    }
    options.maxLength = raw.maxLength;
  }
  if (raw.style !== undefined) {
    const style = STYLES.find((s) => s === raw.style);
    if (style === undefined) return badRequest('"style" must be one of exact, brandable, both.');
    options.style = style;
  }
  for (const key of ['excludeHyphens', 'excludeDigits', 'check'] as const) {
    if (raw[key] !== undefined && typeof raw[key] !== 'boolean') {
      return badRequest(`"${key}" must be true or false.`);
    }
  }
  if (raw.excludeHyphens === true) options.excludeHyphens = true;
  if (raw.excludeDigits === true) options.excludeDigits = true;
  if (raw.limit !== undefined) {
    if (!wholeNumber(raw.limit, 1, MAX_LIMIT)) {
      return badRequest(`"limit" must be a whole number from 1 to ${MAX_LIMIT}.`);
    }
    options.limit = raw.limit;
  }
  return {
    ok: true,
    value: {
      keywords: raw.keywords.trim(),
      words: words.value,
      options,
      check: raw.check !== false,
    },
  };
}
