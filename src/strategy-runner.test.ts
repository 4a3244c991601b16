import { describe, expect, it } from 'vitest';
import type { Result } from './core/domain/types.ts';
import { auditOf, pageHtml } from './core/strategy/strategy-testing.ts';
import type { FetchError } from './fetcher/index.ts';
import type { AuditData } from './http/audit-url.ts';
import { runStrategy } from './strategy-runner.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const clock = () => NOW;

/** A fake fetch-and-audit step: answers from a table of URLs, records what was asked. */
function fakeAudit(pages: Record<string, FetchError | string>) {
  const asked: string[] = [];
  const auditUrl = async (url: string): Promise<Result<AuditData, FetchError>> => {
    asked.push(url);
    const page = pages[url] ?? { code: 'dns_failure', message: `no such host in ${url}` };
    if (typeof page !== 'string') return { ok: false, error: page };
    const audit = auditOf(page, { url, finalUrl: url });
    return { ok: true, value: { ...audit, finalUrl: url } as unknown as AuditData };
  };
  return { asked, auditUrl };
}

describe('runStrategy', () => {
  it('analyses the name and audits https://<domain>/', async () => {
    const fake = fakeAudit({ 'https://bestcoffee.com/': pageHtml() });
    const r = await runStrategy({ domain: 'bestcoffee.com' }, { auditUrl: fake.auditUrl, clock });
    expect(fake.asked).toEqual(['https://bestcoffee.com/']);
    expect(r.ok && r.value.domain).toBe('bestcoffee.com');
    expect(r.ok && r.value.site).toMatchObject({ reachable: true, checkedAt: NOW.toISOString() });
  });

  it('tries http:// after a TLS error, and plans from the name when both fail', async () => {
    const tls: FetchError = { code: 'tls_error', message: 'the certificate has expired' };
    const fake = fakeAudit({ 'https://bestcoffee.com/': tls });
    const r = await runStrategy({ domain: 'bestcoffee.com' }, { auditUrl: fake.auditUrl, clock });
    expect(fake.asked).toEqual(['https://bestcoffee.com/', 'http://bestcoffee.com/']);
    expect(r.ok && r.value.site).toEqual({
      reachable: false,
      reason: 'could not be fetched: the certificate has expired',
      checkedAt: NOW.toISOString(),
    });
    expect(r.ok && r.value.summary).toContain('built from the name alone');
  });

  it('audits http://<host:port>/ of a bare IP or localhost and plans from the page alone', async () => {
    for (const [domain, url] of [
      ['127.0.0.1:8080', 'http://127.0.0.1:8080/'],
      ['localhost:3000', 'http://localhost:3000/'],
      ['[::1]:8080', 'http://[::1]:8080/'],
    ]) {
      const fake = fakeAudit({ [url as string]: pageHtml({ title: '' }) });
      const r = await runStrategy({ domain: domain as string }, { auditUrl: fake.auditUrl, clock });
      expect(fake.asked).toEqual([url]);
      expect(r.ok && r.value.domain).toBeNull();
      expect(r.ok && r.value.actions.map((a) => a.source)).toContain('audit:title');
    }
  });

  it('returns the fetch error of a bare host that cannot be fetched', async () => {
    const refused: FetchError = {
      code: 'blocked_address',
      message: '127.0.0.1 is a loopback address',
    };
    const fake = fakeAudit({ 'http://127.0.0.1:9/': refused });
    const r = await runStrategy({ domain: '127.0.0.1:9' }, { auditUrl: fake.auditUrl, clock });
    expect(r).toEqual({ ok: false, error: refused });
  });

  it('audits the given url with the name of the given domain', async () => {
    const fake = fakeAudit({ 'http://127.0.0.1:8080/shop': pageHtml() });
    const r = await runStrategy(
      { domain: 'bestcoffee.com', url: 'http://127.0.0.1:8080/shop' },
      { auditUrl: fake.auditUrl, clock },
    );
    expect(fake.asked).toEqual(['http://127.0.0.1:8080/shop']);
    expect(r.ok && r.value.domain).toBe('bestcoffee.com');
    expect(r.ok && r.value.site.finalUrl).toBe('http://127.0.0.1:8080/shop');
  });

  it('refuses an invalid name and an unusable url', async () => {
    const fake = fakeAudit({ 'ftp://x': { code: 'invalid_url', message: 'only http and https' } });
    const bad = await runStrategy(
      { domain: 'https://x.com/a' },
      { auditUrl: fake.auditUrl, clock },
    );
    expect(bad.ok || bad.error.code).toBe('invalid_domain');
    const url = await runStrategy(
      { domain: 'bestcoffee.com', url: 'ftp://x' },
      { auditUrl: fake.auditUrl, clock },
    );
    expect(url).toEqual({
      ok: false,
      error: { code: 'invalid_url', message: 'only http and https' },
    });
    expect(fake.asked).toEqual(['ftp://x']);
  });
});
