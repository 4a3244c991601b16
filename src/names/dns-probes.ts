import { promises as dns } from 'node:dns';
import type { Resolver } from '../fetcher/resolve.ts';
import type { DnsProbe } from './availability.ts';

/** Options of {@link nsProbe}. */
export interface NsProbeOptions {
  /**
   * DNS servers to ask (`1.1.1.1`, `127.0.0.1:5353`, `[::1]:53`); default: the system's
   * (`/etc/resolv.conf`).
   */
  servers?: readonly string[];
  /** c-ares's time per try, ms (default 1000; the check's deadlines cut it shorter). */
  timeoutMs?: number;
}

/**
 * A {@link DnsProbe} that asks for a name's NS records (`resolveNs`). Every registered name
 * is delegated to name servers, even one with no web site or address records, so NXDOMAIN
 * here is the best DNS evidence that a name is free (an address lookup would call a
 * registered name without an A record "available"). Each probe uses one resolver; when the
 * check ends, the questions still in flight are cancelled so nothing keeps the process alive.
 *
 * @throws when a server address is not valid (from `Resolver#setServers`).
 */
export function nsProbe(options: NsProbeOptions = {}): DnsProbe {
  const resolver = new dns.Resolver({ timeout: options.timeoutMs ?? 1000, tries: 1 });
  if (options.servers !== undefined) resolver.setServers([...options.servers]);
  const watched = new WeakSet<AbortSignal>();
  return (domain, signal) => {
    if (!watched.has(signal)) {
      watched.add(signal);
      signal.addEventListener('abort', () => resolver.cancel(), { once: true });
    }
    return resolver.resolveNs(domain);
  };
}

/**
 * A {@link DnsProbe} over the fetcher's {@link Resolver} (`dns.lookup` shaped: addresses of a
 * name). Less precise than {@link nsProbe} — a registered name without address records looks
 * free — but it goes through whatever resolver the service was given.
 */
export function resolverProbe(resolver: Resolver): DnsProbe {
  return (domain) => resolver(domain);
}
