import { isIP } from 'node:net';
import { parse as parseTld } from 'tldts';
import type { Result } from '../core/domain/types.ts';
import { type AddressPolicy, isPublicAddress, refusedAddressReason } from './address-policy.ts';
import { type FetchError, fetchError } from './errors.ts';

/** Who decides where the fetcher may go; shared by URL normalisation, DNS checks and redirects. */
export interface TargetPolicyOptions {
  /**
   * Reach loopback/private/reserved addresses and non-public host names (`localhost`,
   * `intranet`). Only for tests and local development (`ALLOW_PRIVATE_TARGETS=true`).
   */
  allowPrivateTargets?: boolean;
  /** Which IP addresses may be connected to; default {@link isPublicAddress}. */
  addressPolicy?: AddressPolicy;
}

/** A host that passed the policy: an IP literal (no lookup needed) or a DNS name to resolve. */
export interface CheckedHost {
  /** Host without brackets or trailing dot, lower case, ASCII (punycode). */
  hostname: string;
  /** The address to connect to when the host is an IP literal, else null. */
  ip: string | null;
}

// Special-use and private-use names (RFC 6761, 6762, 7686, 8375, ICANN's .internal) and
// common intranet suffixes: never a public web site.
const PRIVATE_SUFFIXES = new Set([
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'test',
  'example',
  'invalid',
  'onion',
  'arpa',
]);

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

/** The address policy the options select: everything when private targets are allowed. */
export function effectivePolicy(options: TargetPolicyOptions): AddressPolicy {
  if (options.allowPrivateTargets === true) return () => true;
  return options.addressPolicy ?? isPublicAddress;
}

/** Why the policy refuses `address`, in words. */
export function refusalWords(address: string): string {
  return refusedAddressReason(address) ?? 'not an address this service may connect to';
}

function nameProblem(hostname: string): string | null {
  if (hostname.length > 253) return 'is longer than 253 characters';
  const labels = hostname.split('.');
  if (!labels.every((label) => LABEL.test(label))) return 'is not a valid host name';
  if (labels.length < 2) return 'is not a public host name (it has no dot)';
  const last = labels[labels.length - 1] ?? '';
  if (PRIVATE_SUFFIXES.has(last)) return `is a local or special-use name (.${last})`;
  const tld = parseTld(hostname, { allowPrivateDomains: true });
  if (tld.isIcann !== true && tld.isPrivate !== true) {
    return `does not end in a public domain suffix (.${last} is not one)`;
  }
  return null;
}

/**
 * Checks a URL's host (as WHATWG URL normalised it: IPv4 in dotted form, IPv6 in brackets,
 * IDN in punycode) against the target policy.
 *
 * IP literals are judged by the address policy; names must be syntactically valid, have a
 * public suffix, and not be `localhost` or a special-use name. With `allowPrivateTargets`
 * every valid host passes.
 */
export function checkHost(
  urlHostname: string,
  options: TargetPolicyOptions,
): Result<CheckedHost, FetchError> {
  const bracketed = urlHostname.startsWith('[') && urlHostname.endsWith(']');
  const hostname = (bracketed ? urlHostname.slice(1, -1) : urlHostname)
    .toLowerCase()
    .replace(/\.$/, '');
  if (hostname === '') {
    return { ok: false, error: fetchError('invalid_url', 'The URL has no host name.') };
  }
  const policy = effectivePolicy(options);
  if (isIP(hostname) !== 0) {
    if (policy(hostname)) return { ok: true, value: { hostname, ip: hostname } };
    return {
      ok: false,
      error: fetchError(
        'disallowed_target',
        `${hostname} is ${refusalWords(hostname)}: only public addresses can be audited.`,
      ),
    };
  }
  if (options.allowPrivateTargets === true) return { ok: true, value: { hostname, ip: null } };
  const problem = nameProblem(hostname);
  if (problem !== null) {
    return {
      ok: false,
      error: fetchError(
        'disallowed_target',
        `"${hostname}" ${problem}: only public web sites can be audited.`,
      ),
    };
  }
  return { ok: true, value: { hostname, ip: null } };
}
