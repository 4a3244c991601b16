import punycode from 'punycode.js';
import { parse as parseTld } from 'tldts';
import type { DomainError, ParsedDomain, Result } from './types.ts';

const MAX_NAME = 253;
const MAX_LABEL = 63;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const IPV4_LIKE = /^[0-9.]+$|^0x[0-9a-f.x]+$/i;

function fail(message: string): Result<ParsedDomain, DomainError> {
  return { ok: false, error: { code: 'invalid_domain', message } };
}

/** Best-effort host of a string that looks like a URL, for "pass the host name only: x.com". */
function hostOf(raw: string): string | null {
  try {
    const url = new URL(raw.includes('://') ? raw : `http://${raw}`);
    return url.hostname || null;
  } catch {
    return null;
  }
}

/** Converts one host to ASCII with WHATWG IDNA (the `URL` parser), or null when invalid. */
function toAscii(host: string): string | null {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * Validates and normalises a bare host name.
 *
 * Refuses schemes, paths, ports, user-info, whitespace, IP addresses, over-long names and
 * labels, and suffixes that are not on the public suffix list (ICANN section), each with a
 * message that says what to change.
 *
 * @example
 * parseDomain('BestCoffee.com.') // → { ok: true, value: { domain: 'bestcoffee.com', sld: 'bestcoffee', … } }
 */
export function parseDomain(input: string | undefined | null): Result<ParsedDomain, DomainError> {
  const raw = (input ?? '').trim();
  if (raw === '') {
    return fail('Pass a domain name in the "domain" parameter, for example ?domain=example.com.');
  }
  if (raw.length > 2 * MAX_NAME) {
    return fail(`The domain name is too long: at most ${MAX_NAME} characters.`);
  }
  if (/\s/.test(raw)) {
    return fail('A domain name cannot contain spaces: remove them (for example "example.com").');
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    const host = hostOf(raw);
    return fail(
      `Pass the host name only, without the scheme${host ? `: ${host}` : ' (no https://)'}.`,
    );
  }
  if (raw.includes('@')) {
    return fail('Remove the user name part ("user@"): pass the host name only.');
  }
  if (/[/?#\\]/.test(raw)) {
    const host = hostOf(raw);
    return fail(`Pass the host name only, without a path or query${host ? `: ${host}` : ''}.`);
  }
  if (raw.startsWith('[') || (/^[0-9a-f:]+$/i.test(raw) && raw.includes('::'))) {
    return fail('IP addresses are not domain names: pass a name such as example.com.');
  }
  if (raw.includes(':')) {
    const host = raw.slice(0, raw.indexOf(':'));
    return fail(`Remove the port: pass the host name only${host ? `: ${host}` : ''}.`);
  }

  let name = raw.toLowerCase();
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (name.startsWith('.') || name.includes('..')) {
    return fail('A domain name cannot have empty labels ("..") or start with a dot.');
  }
  if (IPV4_LIKE.test(name)) {
    return fail('IP addresses are not domain names: pass a name such as example.com.');
  }

  // Plain ASCII names need no IDNA mapping (the slow path); anything else goes through it.
  const ascii = /^[a-z0-9.-]+$/.test(name) ? name : toAscii(name);
  if (ascii === null || ascii === '') {
    return fail(
      `"${raw}" is not a valid domain name: use letters, digits and hyphens (or an internationalised name).`,
    );
  }
  if (IPV4_LIKE.test(ascii) || ascii.startsWith('[')) {
    return fail('IP addresses are not domain names: pass a name such as example.com.');
  }
  if (ascii.length > MAX_NAME) {
    return fail(
      `The domain name is ${ascii.length} characters long: at most ${MAX_NAME} are allowed.`,
    );
  }
  const labels = ascii.split('.');
  if (labels.length < 2) {
    return fail(`Add the extension: "${raw}" has no top-level domain (for example ${ascii}.com).`);
  }
  for (const label of labels) {
    if (label.length > MAX_LABEL) {
      return fail(
        `The label "${label.slice(0, 20)}…" is ${label.length} characters long: each part between dots may have at most ${MAX_LABEL}.`,
      );
    }
    if (!LABEL.test(label)) {
      return fail(
        label.startsWith('-') || label.endsWith('-')
          ? `The label "${label}" starts or ends with a hyphen, which domain names do not allow.`
          : `The label "${label}" contains characters a domain name cannot have: use letters, digits and hyphens.`,
      );
    }
  }

  const info = parseTld(ascii, { allowPrivateDomains: false, detectIp: true });
  if (info.isIp) {
    return fail('IP addresses are not domain names: pass a name such as example.com.');
  }
  if (!info.isIcann || !info.publicSuffix) {
    return fail(
      `".${info.publicSuffix ?? labels.at(-1)}" is not a public domain extension (it is not on the public suffix list); check the spelling, for example .com or .co.uk.`,
    );
  }
  if (!info.domain || !info.domainWithoutSuffix) {
    return fail(
      `"${ascii}" is a domain extension, not a domain name: add a name in front of it (for example example.${ascii}).`,
    );
  }

  const sld = info.domainWithoutSuffix;
  let unicode: string;
  let sldUnicode: string;
  try {
    const idn = ascii.includes('xn--');
    unicode = idn ? punycode.toUnicode(ascii) : ascii;
    sldUnicode = idn ? punycode.toUnicode(sld) : sld;
  } catch {
    return fail(`"${raw}" contains an invalid internationalised (xn--) label.`);
  }
  return {
    ok: true,
    value: {
      domain: ascii,
      unicode,
      registrable: info.domain,
      sld,
      sldUnicode,
      publicSuffix: info.publicSuffix,
      tld: labels.at(-1) ?? info.publicSuffix,
      subdomain: info.subdomain ? info.subdomain : null,
      icann: true,
    },
  };
}
