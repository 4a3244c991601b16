import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Decides whether the fetcher may connect to an IP address (canonical text form, as
 * `dns.lookup` or WHATWG URL give it). The default is {@link isPublicAddress}; tests inject
 * a policy that also accepts their loopback server, never a switch that turns the check off.
 */
export type AddressPolicy = (address: string) => boolean;

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** ipaddr.js range names in words, for error messages. */
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'the unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address (this includes cloud metadata services)',
  loopback: 'a loopback address (this machine)',
  carrierGradeNat: 'a carrier-grade NAT (shared) address',
  private: 'a private network address',
  reserved: 'a reserved or documentation address',
  benchmarking: 'a benchmarking address',
  as112: 'an AS112 (DNS sink) address',
  amt: 'an AMT relay address',
  uniqueLocal: 'a unique-local (private) IPv6 address',
  deprecatedSiteLocal: 'a site-local (private) IPv6 address',
  discard: 'a discard-only IPv6 address',
  teredo: 'a Teredo tunnel address',
  rfc6145: 'an IPv4-translated IPv6 address',
  rfc6052: 'a local-use NAT64 address',
};

const cidr6 = (text: string): [IPv6, number] => ipaddr.IPv6.parseCIDR(text);

// IPv6 forms that carry an IPv4 address: judged by the IPv4 address they reach.
const MAPPED = cidr6('::ffff:0:0/96');
const NAT64 = cidr6('64:ff9b::/96');
const SIX_TO_FOUR = cidr6('2002::/16');
// Deprecated IPv4-compatible form (::a.b.c.d); no public web server uses it.
const COMPATIBLE = cidr6('::/96');
const GLOBAL_UNICAST = cidr6('2000::/3');

function words(range: string): string {
  return RANGE_WORDS[range] ?? `a special-purpose address (${range})`;
}

function refuseV4(ip: IPv4): string | null {
  // ipaddr.js's IPv4 table covers the IANA special-purpose registry's non-global blocks:
  // 0/8, 10/8, 100.64/10, 127/8, 169.254/16, 172.16/12, 192.0.0/24, 192.0.2/24,
  // 192.88.99/24, 192.168/16, 198.18/15, 198.51.100/24, 203.0.113/24, 224/4, 240/4, …
  const range = ip.range();
  return range === 'unicast' ? null : words(range);
}

function embedded(ip: IPv6, offset: number): IPv4 {
  const [a = 0, b = 0] = ip.parts.slice(offset, offset + 2);
  return new ipaddr.IPv4([a >> 8, a & 0xff, b >> 8, b & 0xff]);
}

function refuseEmbedded(ip: IPv6, offset: number, form: string): string | null {
  const v4 = embedded(ip, offset);
  const reason = refuseV4(v4);
  return reason === null ? null : `${form} of ${v4.toString()}, ${reason}`;
}

function refuseV6(ip: IPv6): string | null {
  if (ip.zoneId !== undefined) return 'a scoped (zone) IPv6 address';
  if (ip.match(MAPPED)) return refuseEmbedded(ip, 6, 'an IPv4-mapped form');
  if (ip.match(NAT64)) return refuseEmbedded(ip, 6, 'a NAT64 form');
  if (ip.match(SIX_TO_FOUR)) return refuseEmbedded(ip, 1, 'a 6to4 form');
  const range = ip.range();
  if (range === 'unspecified' || range === 'loopback') return words(range);
  if (ip.match(COMPATIBLE)) return 'an IPv4-compatible IPv6 address (deprecated)';
  if (range !== 'unicast') return words(range);
  if (!ip.match(GLOBAL_UNICAST)) return 'outside the global unicast range (2000::/3)';
  return null;
}

/**
 * Canonical text of an IP address, or null. IPv6 goes through WHATWG URL first because
 * ipaddr.js reads the IPv4-compatible `::127.0.0.1` as the IPv4-mapped `::ffff:127.0.0.1`;
 * the URL parser's hex form (`::7f00:1`) it reads right. Zone ids (`%eth0`) are refused.
 */
function canonical(bare: string): string | null {
  const family = isIP(bare);
  if (family === 4) return bare;
  if (family !== 6) return null;
  try {
    return new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/**
 * Why an address is refused, in words ("a private network address"), or null when it is
 * globally routable. Accepts only canonical IP text (optionally in `[ ]`); anything else is
 * refused, so a spelling that slipped past URL normalisation cannot pass.
 *
 * @example
 * refusedAddressReason('169.254.169.254'); // 'a link-local address (this includes cloud metadata services)'
 * refusedAddressReason('::ffff:127.0.0.1'); // 'an IPv4-mapped form of 127.0.0.1, a loopback address (this machine)'
 * refusedAddressReason('93.184.215.14'); // null
 */
export function refusedAddressReason(address: string): string | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const text = canonical(bare);
  if (text === null) return 'not a valid IP address';
  let ip: IPv4 | IPv6;
  try {
    ip = ipaddr.parse(text);
  } catch {
    return 'not a valid IP address';
  }
  return ip.kind() === 'ipv4' ? refuseV4(ip as IPv4) : refuseV6(ip as IPv6);
}

/**
 * The default {@link AddressPolicy}: true only for globally routable unicast addresses.
 * Refuses loopback, private, link-local (169.254.169.254), CGNAT, unspecified, multicast,
 * broadcast, reserved/documentation/benchmarking ranges, unique-local and site-local IPv6,
 * Teredo, IPv4-compatible IPv6, and IPv4-mapped / NAT64 / 6to4 forms of any refused IPv4.
 */
export const isPublicAddress: AddressPolicy = (address) => refusedAddressReason(address) === null;
