import LinkHeader from 'http-link-header';
import type { LinkElement, RobotsHeaderDirective } from './artifact-types.ts';
import { resolveUrl } from './url.ts';

/** Result of reading a `Link` response header. */
export interface ParsedLinkHeader {
  links: LinkElement[];
  /** Why the header could not be parsed (then `links` is empty), or null. */
  error: string | null;
}

/**
 * Reads a `Link` response header (RFC 8288, parsed by `http-link-header`, as Lighthouse
 * does) into link elements with source `headers`. Repeated headers joined by ", " parse
 * as one list. Never throws: a malformed header yields no links and an error message.
 */
export function parseLinkHeader(value: string | undefined, baseUrl: string): ParsedLinkHeader {
  if (!value?.trim()) return { links: [], error: null };
  let refs: LinkHeader.Reference[];
  try {
    refs = LinkHeader.parse(value).refs;
  } catch (error) {
    return { links: [], error: error instanceof Error ? error.message : String(error) };
  }
  const links = refs.map(
    (ref): LinkElement => ({
      rel: (ref.rel ?? '').toLowerCase(),
      href: resolveUrl(ref.uri ?? '', baseUrl),
      hrefRaw: ref.uri ?? '',
      hreflang: ref.hreflang ?? '',
      source: 'headers',
    }),
  );
  return { links, error: null };
}

/** Robots directives whose value follows a colon, so `name:` is not a bot prefix. */
const COLON_DIRECTIVES = new Set([
  'unavailable_after',
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
]);

/** A bot name: one token, no spaces (so a date's "15:00" never reads as one). */
const BOT_PREFIX = /^\s*([a-z0-9_.-]+)\s*:(.*)$/is;

/**
 * Splits an `X-Robots-Tag` value into groups, one per addressed bot: `noindex` applies to
 * every bot; `googlebot: noindex, nofollow` to Googlebot only. Repeated headers arrive
 * joined by ", ", so a `bot:` prefix anywhere in the list starts a new group (Google's
 * syntax), and directives after it belong to that bot until the next prefix.
 */
export function parseRobotsHeader(value: string | undefined): RobotsHeaderDirective[] {
  if (!value?.trim()) return [];
  const groups: { userAgent: string | undefined; parts: string[] }[] = [];
  let current: { userAgent: string | undefined; parts: string[] } | undefined;
  for (const token of value.split(',')) {
    const prefixed = BOT_PREFIX.exec(token);
    const name = prefixed?.[1];
    if (prefixed && name && !COLON_DIRECTIVES.has(name.toLowerCase())) {
      current = { userAgent: name, parts: [prefixed[2] ?? ''] };
      groups.push(current);
      continue;
    }
    if (!current) {
      current = { userAgent: undefined, parts: [] };
      groups.push(current);
    }
    current.parts.push(token);
  }
  return groups.map((g) => {
    const directives = g.parts.map((p) => p.trim()).join(', ');
    return {
      userAgent: g.userAgent,
      directives,
      source: g.userAgent ? `${g.userAgent}: ${directives}` : directives,
    };
  });
}
