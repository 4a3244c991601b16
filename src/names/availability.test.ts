import { describe, expect, it } from 'vitest';
import { extractSource } from '../../test/fixtures/wordnet-extract.ts';
import { checkAvailability, type DnsProbe } from './availability.ts';
import { resolverProbe } from './dns-probes.ts';
import { runNameSearch } from './run-name-search.ts';

const dnsError = (code: string) => Object.assign(new Error(`queryNs ${code}`), { code });
const never = () => new Promise<never>(() => {});

/**
 * A fake DNS: `example.com` and the names in `taken` answer, `hang` never answers, `fail`
 * fails with SERVFAIL, everything else is NXDOMAIN. Counts questions in flight.
 */
function fakeDns(options: {
  taken?: string[];
  hang?: string[];
  fail?: string[];
  delayMs?: number;
}) {
  const stats = { asked: [] as string[], inFlight: 0, maxInFlight: 0 };
  const probe: DnsProbe = async (domain) => {
    stats.asked.push(domain);
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    try {
      if (options.hang?.includes(domain)) return await never();
      await new Promise((r) => setTimeout(r, options.delayMs ?? 1));
      if (domain === 'example.com' || options.taken?.includes(domain)) return ['ns1.example.net'];
      if (options.fail?.includes(domain)) throw dnsError('ESERVFAIL');
      throw dnsError('ENOTFOUND');
    } finally {
      stats.inFlight -= 1;
    }
  };
  return { probe, stats };
}

describe('checkAvailability', () => {
  it('maps answers to registered, NXDOMAIN to likely available, errors and silence to unknown', async () => {
    const { probe } = fakeDns({ taken: ['taken.com'], hang: ['hangs.com'], fail: ['broken.com'] });
    const started = performance.now();
    const report = await checkAvailability(['taken.com', 'free.com', 'hangs.com', 'broken.com'], {
      probe,
      deadlineMs: 300,
    });
    const elapsed = performance.now() - started;
    expect(Object.fromEntries(report.results)).toEqual({
      'taken.com': 'registered',
      'free.com': 'likely available',
      'hangs.com': 'unknown',
      'broken.com': 'unknown',
    });
    expect(report).toMatchObject({ trusted: true, timedOut: 1 });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1000);
  });

  it('ends by the 2 s deadline however many names hang', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `slow${i}.com`);
    const { probe } = fakeDns({ hang: names });
    const started = performance.now();
    const report = await checkAvailability(names, { probe });
    expect(performance.now() - started).toBeLessThan(2500);
    expect([...report.results.values()].every((a) => a === 'unknown')).toBe(true);
    expect(report.timedOut).toBe(40);
  });

  it('counts a name with no records of the asked type (NODATA) as registered', async () => {
    const probe: DnsProbe = async (domain) => {
      if (domain === 'example.com') return ['a'];
      throw dnsError(domain === 'nodata.com' ? 'ENODATA' : 'ENOTFOUND');
    };
    const report = await checkAvailability(['nodata.com'], { probe });
    expect(report.results.get('nodata.com')).toBe('registered');
  });

  it('believes nothing from a resolver that says NXDOMAIN to everything, and stops early', async () => {
    const probe: DnsProbe = async () => {
      throw dnsError('ENOTFOUND');
    };
    const started = performance.now();
    const report = await checkAvailability(['a.com', 'b.com'], { probe, deadlineMs: 5000 });
    expect(performance.now() - started).toBeLessThan(500);
    expect(report.trusted).toBe(false);
    expect([...report.results.values()]).toEqual(['unknown', 'unknown']);
  });

  it('believes nothing from a resolver that answers for names that do not exist', async () => {
    const probe: DnsProbe = async () => ['hijacked'];
    const report = await checkAvailability(['a.com'], { probe });
    expect(report).toMatchObject({ trusted: false, results: new Map([['a.com', 'unknown']]) });
  });

  it('gives up after 1 s when the resolver cannot answer the controls', async () => {
    const started = performance.now();
    const report = await checkAvailability(['a.com'], { probe: never });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(report.results.get('a.com')).toBe('unknown');
  });

  it('keeps at most `concurrency` questions in flight and aborts the probe at the end', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `n${i}.com`);
    const { probe, stats } = fakeDns({ delayMs: 5 });
    let aborted = false;
    const signals = new Set<AbortSignal>();
    const watching: DnsProbe = (domain, signal) => {
      if (!signals.has(signal)) {
        signals.add(signal);
        signal.addEventListener('abort', () => {
          aborted = true;
        });
      }
      return probe(domain, signal);
    };
    const report = await checkAvailability(names, { probe: watching, concurrency: 4 });
    expect(stats.maxInFlight).toBe(4);
    expect(stats.asked.slice(0, 2)).toEqual([
      'example.com',
      'sitelens-nxdomain-control-7c41f09e2b.com',
    ]);
    expect(report.results.size).toBe(50);
    expect(aborted).toBe(true);
    expect(signals.size).toBe(1);
  });

  it('goes through the fetcher resolver shape (addresses) too', async () => {
    const probe = resolverProbe(async (host) => {
      if (host === 'example.com' || host === 'taken.com')
        return [{ address: '93.184.215.14', family: 4 }];
      throw dnsError('ENOTFOUND');
    });
    const report = await checkAvailability(['taken.com', 'free.com'], { probe });
    expect(Object.fromEntries(report.results)).toEqual({
      'taken.com': 'registered',
      'free.com': 'likely available',
    });
  });
});

describe('runNameSearch', () => {
  it('validates, suggests and checks availability within the deadline', async () => {
    const { probe } = fakeDns({ taken: ['coffeeshop.com'], hang: ['shopcoffee.com'] });
    const started = performance.now();
    const result = await runNameSearch(
      { keywords: 'coffee shop', tlds: ['com', 'io'], limit: 60 },
      {
        lexical: extractSource,
        probe,
        deadlineMs: 400,
        clock: () => new Date('2030-01-02T03:04:05Z'),
      },
    );
    expect(performance.now() - started).toBeLessThan(2000);
    if (!result.ok) throw new Error(result.error.message);
    const data = result.value;
    expect(data.candidates).toHaveLength(60);
    expect(data.options).toEqual({ tlds: ['com', 'io'], limit: 60 });
    const byDomain = new Map(data.candidates.map((c) => [c.domain, c.availability]));
    expect(byDomain.get('coffeeshop.com')).toBe('registered');
    expect(byDomain.get('shopcoffee.com')).toBe('unknown');
    expect(byDomain.get('coffeeshop.io')).toBe('likely available');
    expect(data.availability).toEqual({
      checked: true,
      trusted: true,
      timedOut: 1,
      deadlineMs: 400,
      checkedAt: '2030-01-02T03:04:05.000Z',
    });
  });

  it('skips the check on request and refuses bad input with a clear message', async () => {
    const probe: DnsProbe = () => {
      throw new Error('must not be called');
    };
    const off = await runNameSearch(
      { keywords: 'coffee', check: false },
      { lexical: extractSource, probe },
    );
    expect(off.ok && off.value.availability.checked).toBe(false);
    expect(off.ok && off.value.candidates.every((c) => c.availability === 'unknown')).toBe(true);

    for (const input of [
      { keywords: '' },
      { keywords: 'x'.repeat(200) },
      { keywords: 'coffee', tlds: ['com', 'not-a-tld'] },
    ]) {
      const r = await runNameSearch(input, { lexical: extractSource, probe });
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'bad_request', message: expect.any(String) },
      });
    }
  });
});
