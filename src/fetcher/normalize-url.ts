import { type FetchError, fetchError } from './errors.ts';
import { type CheckedHost, checkHost, type TargetPolicyOptions } from './host-policy.ts';

/** Longest URL accepted, in characters. */
export const MAX_URL_LENGTH = 8192;

/** The outcome of {@link normalizeUrl}. */
export type NormalizedUrl =
  | { ok: true; url: string; host: CheckedHost }
  | { ok: false; error: FetchError };

// `host:port…` looks like `scheme:…` to a URL parser; a port after the colon means "no scheme".
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const PORT_AFTER_COLON = /^\d+(?:[/?#\\]|$)/;

function withScheme(raw: string): string {
  if (raw.startsWith('//')) return `https:${raw}`;
  const scheme = SCHEME.exec(raw);
  if (scheme === null) return `https://${raw}`;
  const rest = raw.slice(scheme[0].length);
  return PORT_AFTER_COLON.test(rest) ? `https://${raw}` : raw;
}

const AUTHORITY_HOST = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#\\]*@)?([^/?#:\\]*)/i;

/**
 * The host of an unparsable URL when one of its labels is punycode (`xn--…`): Node 22's URL
 * parser refuses a label that does not decode (`xn--`), where Node 24's accepts it and the
 * host policy refuses it, so both versions give the same answer.
 */
function badPunycodeHost(url: string): string | null {
  const host = AUTHORITY_HOST.exec(url)?.[1]?.toLowerCase();
  return host !== undefined && /(?:^|\.)xn--/.test(host) ? host.replace(/\.$/, '') : null;
}

function refuse(code: FetchError['code'], message: string): NormalizedUrl {
  return { ok: false, error: fetchError(code, message) };
}

/**
 * Turns what a user typed into the absolute http(s) URL the fetcher will request, or says in
 * plain words why it will not.
 *
 * Trims, adds `https://` when there is no scheme, parses with WHATWG URL (which rewrites IPv4
 * in decimal/hex/octal/short spellings to dotted form, compresses IPv6, maps IDN to punycode),
 * drops the fragment, then refuses: unparsable input (`invalid_url`), user name or password
 * (`invalid_url`), any scheme but http/https (`disallowed_target`), and hosts that are not a
 * public name or public IP (`disallowed_target`, see {@link checkHost}). DNS is not consulted
 * here: a name's addresses are checked when it is resolved.
 *
 * @example
 * normalizeUrl('example.com/a#top'); // { ok: true, url: 'https://example.com/a', … }
 * normalizeUrl('http://0x7f.1/'); // { ok: false, error: { code: 'disallowed_target', … } }
 */
export function normalizeUrl(input: string, options: TargetPolicyOptions = {}): NormalizedUrl {
  const raw = input.trim();
  if (raw === '') return refuse('invalid_url', 'Pass the URL of the page to audit.');
  if (raw.length > MAX_URL_LENGTH) {
    return refuse('invalid_url', `The URL is too long: at most ${MAX_URL_LENGTH} characters.`);
  }
  let url: URL;
  try {
    url = new URL(withScheme(raw));
  } catch {
    const host = badPunycodeHost(withScheme(raw));
    if (host !== null) {
      return refuse(
        'disallowed_target',
        `"${host.slice(0, 200)}" is not a valid host name: only public web sites can be audited.`,
      );
    }
    return refuse('invalid_url', `"${raw.slice(0, 200)}" is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refuse(
      'disallowed_target',
      `Only http and https URLs can be audited, not ${url.protocol} URLs.`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    return refuse(
      'invalid_url',
      'URLs with a user name or password are not accepted: remove the "user:password@" part.',
    );
  }
  const host = checkHost(url.hostname, options);
  if (!host.ok) return { ok: false, error: host.error };
  url.hash = '';
  return { ok: true, url: url.href, host: host.value };
}
