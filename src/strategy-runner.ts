/**
 * The strategic analysis end to end: analyse the name, fetch and audit the site's home page
 * (or a given page), and build the plan with the pure `strategy()`. Shared by the CLI and the
 * signed-in HTTP route.
 */
import { isIP } from 'node:net';
import { analyzeDomain } from './core/domain/analyze-domain.ts';
import type { DomainAnalysis, DomainError, Result } from './core/domain/types.ts';
import { strategy } from './core/strategy/strategy.ts';
import type { StrategyPlan } from './core/strategy/types.ts';
import type { FetchError } from './fetcher/index.ts';
import type { AuditData, AuditUrl } from './http/audit-url.ts';
import type { Clock } from './http/envelope.ts';

export type { StrategyPlan } from './core/strategy/types.ts';

/** What to analyse: a host (`example.com`, `example.com:8443`, `127.0.0.1:8080`) and optionally a page. */
export interface StrategyInput {
  domain: string;
  /** Audit this page instead of the host's home page. */
  url?: string;
}

/** What the runner needs: the fetch-and-audit step and the time the site was checked. */
export interface StrategyDeps {
  auditUrl: AuditUrl;
  clock: Clock;
}

/**
 * Why no plan could be made: `invalid_domain` (400), or a fetch error (its status from
 * `FETCH_ERROR_STATUS`) when there was only a page to go on, or the given `url` was unusable.
 */
export type StrategyRunError = DomainError | FetchError;

/** A host split from its port: `[::1]:8080` → `{host: '::1', port: '8080'}`. */
interface HostPort {
  host: string;
  port: string | null;
}

function splitPort(input: string): HostPort {
  const bracketed = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/i.exec(input);
  if (bracketed) return { host: bracketed[1] ?? '', port: bracketed[2] ?? null };
  const withPort = /^([^:/\s]+):(\d{1,5})$/.exec(input);
  if (withPort) return { host: withPort[1] ?? '', port: withPort[2] ?? null };
  return { host: input, port: null };
}

/** An IP address or `localhost`: a site to audit, but no name to analyse. */
function isBareHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return isIP(h) !== 0 || h === 'localhost' || h.endsWith('.localhost');
}

function hostForUrl({ host, port }: HostPort): string {
  const h = isIP(host) === 6 ? `[${host}]` : host;
  return port === null ? h : `${h}:${port}`;
}

/** Fetch failures after which the home page is tried again over plain http. */
const HTTP_RETRY = new Set<FetchError['code']>(['tls_error', 'connection_refused']);

/** Fetch errors that mean a `url` the caller gave is unusable as written (not the site's fault). */
const BAD_URL = new Set<FetchError['code']>(['invalid_url', 'disallowed_target']);

/**
 * Builds the strategic plan for `input.domain`.
 *
 * - A domain name (`example.com`, optionally `:port`): its name is analysed and
 *   `https://<host>/` audited (again over `http://` after a TLS error or a refused
 *   connection). When the site cannot be fetched the plan is built from the name alone and
 *   says why (`site.reachable: false`).
 * - A bare IP or `localhost` (`127.0.0.1:8080`): there is no name to analyse, so
 *   `http://<host:port>/` is audited and the plan covers the page only (`domain: null`); when
 *   that fetch fails there is nothing to plan from and its fetch error is returned. Loopback
 *   and private targets need a fetcher made with `allowPrivateTargets`.
 * - `input.url`: that page is audited instead of the home page, so a name and a site served
 *   elsewhere go together (`{domain: 'example.com', url: 'http://127.0.0.1:8080/'}`).
 *
 * `site.checkedAt` is the clock's time; everything else is `strategy()`'s deterministic plan.
 */
export async function runStrategy(
  input: StrategyInput,
  deps: StrategyDeps,
): Promise<Result<StrategyPlan, StrategyRunError>> {
  const target = splitPort(input.domain.trim());
  const bare = isBareHost(target.host);
  let domain: DomainAnalysis | null = null;
  if (!bare) {
    const analysed = analyzeDomain(target.host);
    if (!analysed.ok) return analysed;
    domain = analysed.value;
  }
  const host = hostForUrl(target);
  let audited: Result<AuditData, FetchError>;
  if (input.url !== undefined) {
    audited = await deps.auditUrl(input.url);
    if (!audited.ok && BAD_URL.has(audited.error.code)) return audited;
  } else if (bare) {
    audited = await deps.auditUrl(`http://${host}/`);
  } else {
    audited = await deps.auditUrl(`https://${host}/`);
    if (!audited.ok && HTTP_RETRY.has(audited.error.code)) {
      const plain = await deps.auditUrl(`http://${host}/`);
      if (plain.ok) audited = plain;
    }
  }
  const checkedAt = deps.clock().toISOString();
  if (!audited.ok && domain === null) return audited;
  const plan = audited.ok
    ? strategy(domain, audited.value)
    : strategy(domain, null, `could not be fetched: ${audited.error.message}`);
  plan.site.checkedAt = checkedAt;
  return { ok: true, value: plan };
}
