import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Result } from '../core/domain/types.ts';
import { abortable } from './abortable.ts';
import type { AddressPolicy } from './address-policy.ts';
import { type FetchError, fetchError } from './errors.ts';
import type { CheckedHost } from './host-policy.ts';
import { refusalWords } from './host-policy.ts';

/** One address a host name resolves to (`dns.lookup`'s shape). */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to its addresses; injectable so tests never touch real DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The default {@link Resolver}: the system resolver, every address, in its order. */
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

/** What {@link resolveChecked} needs. */
export interface ResolveOptions {
  resolver: Resolver;
  policy: AddressPolicy;
  /** Aborting rejects with `timeoutMessage` as a `timeout` error. */
  signal: AbortSignal;
  timeoutMessage: string;
}

const NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA', 'ENONAME']);

function dnsError(hostname: string, error: unknown): FetchError {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NOT_FOUND.has(code)) {
    return fetchError('dns_failure', `The host "${hostname}" does not exist (no DNS record).`);
  }
  if (code === 'EAI_AGAIN' || code === 'ETIMEOUT') {
    return fetchError(
      'dns_failure',
      `The DNS lookup of "${hostname}" failed for now (the name server did not answer); try again later.`,
    );
  }
  const detail = typeof code === 'string' ? ` (${code})` : '';
  return fetchError('dns_failure', `The DNS lookup of "${hostname}" failed${detail}.`);
}

/**
 * The address to connect to for a checked host: the IP literal itself, or the first address
 * the resolver returns for a name.
 *
 * Every resolved address must pass the policy: if any one is refused the whole host is
 * refused (`blocked_address`), because a name with a private address among public ones is
 * either misconfigured or an attack, and the connection must go to an address we checked.
 * The caller connects to exactly the returned address (no second lookup, so a DNS answer
 * that changes between check and connect — rebinding — cannot redirect the connection).
 */
export async function resolveChecked(
  host: CheckedHost,
  options: ResolveOptions,
): Promise<Result<ResolvedAddress, FetchError>> {
  if (host.ip !== null) {
    return { ok: true, value: { address: host.ip, family: host.ip.includes(':') ? 6 : 4 } };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await abortable(options.resolver(host.hostname), options.signal);
  } catch (error) {
    if (options.signal.aborted) {
      return { ok: false, error: fetchError('timeout', options.timeoutMessage) };
    }
    return { ok: false, error: dnsError(host.hostname, error) };
  }
  const first = addresses[0];
  if (first === undefined) {
    return { ok: false, error: dnsError(host.hostname, { code: 'ENODATA' }) };
  }
  // Not an IP (a misbehaving injected resolver) would make the connect step look it up: refuse.
  const refused = addresses.find(({ address }) => isIP(address) === 0 || !options.policy(address));
  if (refused !== undefined) {
    return {
      ok: false,
      error: fetchError(
        'blocked_address',
        `"${host.hostname}" resolves to ${refused.address}, ${refusalWords(refused.address)}: only public addresses can be audited.`,
      ),
    };
  }
  return { ok: true, value: first };
}
