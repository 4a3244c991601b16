import { describe, expect, it } from 'vitest';
import { AUDIT_MD_ORDER } from '../audit/audit-testing.ts';
import type { CheckResult, PageSnapshot } from '../audit/types.ts';
import { auditActions, CHECK_FIXES, checkAction } from './audit-actions.ts';
import { auditOf, type PageParts, pageHtml, TEST_URL } from './strategy-testing.ts';

interface Case {
  id: string;
  status: 'fail' | 'warn';
  name: string;
  parts?: Partial<PageParts>;
  snapshot?: Partial<PageSnapshot>;
  /** The concrete fix the action's title must give. */
  title: RegExp;
  /** Something the examples must show, when the check lists items. */
  example?: RegExp;
}

const long = (n: number) => 'w'.repeat(n);

/** For each check id, a page that fails it and, where the check can warn, one that warns. */
// biome-ignore format: one case per line reads as a table
const CASES: Case[] = [
  { id: 'http-status', status: 'fail', name: '404', snapshot: { statusCode: 404 }, title: /^Publish a page at https:\/\/shop\.example\.com\/products\/blue-widget \(it answers 404\)/ },
  { id: 'http-status', status: 'fail', name: '503', snapshot: { statusCode: 503 }, title: /Fix the server error .* \(HTTP 503\): check the server logs/ },
  { id: 'indexable', status: 'fail', name: 'noindex', parts: { head: '<meta name="robots" content="noindex">' }, title: /remove "noindex" from the robots meta tag/, example: /<meta name="robots" content="noindex">/ },
  { id: 'indexable', status: 'warn', name: 'googlebot only', parts: { head: '<meta name="googlebot" content="noindex">' }, title: /^Unblock Googlebot/, example: /Googlebot: <meta name="googlebot"/ },
  { id: 'robots-txt', status: 'fail', name: '503', snapshot: { robotsTxt: { status: 503, body: null } }, title: /Make \/robots\.txt answer 200 .*it answers HTTP 503 now/ },
  { id: 'robots-txt', status: 'fail', name: 'bad lines', snapshot: { robotsTxt: { status: 200, body: 'Disallow: /private\nfoo bar' } }, title: /^Correct 2 lines of robots\.txt/, example: /line 1: "Disallow: \/private" \(No user-agent specified\)/ },
  { id: 'robots-txt', status: 'fail', name: 'unreachable', snapshot: { robotsTxt: { status: null, body: null, error: 'timeout' } }, title: /^Make \/robots\.txt reachable/ },
  { id: 'title', status: 'fail', name: 'missing', parts: { title: '' }, title: /^Add a <title> of 30–60 characters/ },
  { id: 'title', status: 'fail', name: 'empty', parts: { title: '<title> </title>' }, title: /^Write the empty <title>/ },
  { id: 'title', status: 'warn', name: 'too long', parts: { title: `<title>${long(72)}</title>` }, title: /^Shorten the title to 30–60 characters; it is 72 now$/, example: /^"w{20}/ },
  { id: 'title', status: 'warn', name: 'too short', parts: { title: '<title>Widgets</title>' }, title: /^Lengthen the title to 30–60 characters; it is 7 now$/ },
  { id: 'title', status: 'warn', name: 'repeated', parts: { title: '<title>Blue widgets, hand-made in Lisbon since 1972</title><title>x</title>' }, title: /^Keep one title \(the page has 2\)$/ },
  { id: 'meta-description', status: 'fail', name: 'missing', parts: { description: '' }, title: /^Add <meta name="description" content="…"> with a 70–160 character summary/ },
  { id: 'meta-description', status: 'warn', name: 'too long', parts: { description: `<meta name="description" content="${long(200)}">` }, title: /^Shorten the meta description to 70–160 characters; it is 200 now$/ },
  { id: 'meta-description', status: 'warn', name: 'too short', parts: { description: '<meta name="description" content="Widgets.">' }, title: /^Lengthen the meta description to 70–160 characters; it is 8 now$/ },
  { id: 'headings', status: 'fail', name: 'no h1', parts: { body: '<h2>Widgets</h2>' }, title: /^Add one <h1> that names what the page is about$/ },
  { id: 'headings', status: 'warn', name: 'two h1', parts: { body: '<h1>Blue widget</h1><h1>Red widget</h1>' }, title: /^Keep one <h1> and make the other 1 <h2>$/, example: /h1: "Red widget"/ },
  { id: 'headings', status: 'warn', name: 'skipped level', parts: { body: '<h1>Blue widget</h1><h2>Wood</h2><h4>Oak</h4>' }, title: /^Stop skipping heading levels \(first h2 → h4\)/ },
  { id: 'canonical', status: 'fail', name: 'relative', parts: { head: '<link rel="canonical" href="/products/blue-widget">' }, title: /^Replace the canonical "\/products\/blue-widget" with the page's full URL, https:\/\/shop\.example\.com\/products\/blue-widget$/ },
  { id: 'canonical', status: 'fail', name: 'root', parts: { head: '<link rel="canonical" href="https://shop.example.com/">' }, title: /^Point the canonical at this page's own URL .* not at the home page/ },
  { id: 'canonical', status: 'warn', name: 'query string', snapshot: { finalUrl: `${TEST_URL}?colour=blue` }, title: /^Add <link rel="canonical" href="https:\/\/shop\.example\.com\/products\/blue-widget">/ },
  { id: 'hreflang', status: 'fail', name: 'bad code', parts: { head: '<link rel="alternate" hreflang="english" href="/en/blue-widget">' }, title: /^Fix 1 hreflang link: use a language code such as en/, example: /english → \/en\/blue-widget: unexpected language code, relative href value/ },
  { id: 'link-text', status: 'fail', name: 'click here', parts: { body: '<h1>Blue widget</h1><a href="/pricing">click here</a>' }, title: /^Rewrite 1 link text such as "click here"/, example: /"click here" → https:\/\/shop\.example\.com\/pricing/ },
  { id: 'crawlable-links', status: 'fail', name: 'javascript href', parts: { body: '<h1>Blue widget</h1><a href="javascript:void(0)">Pricing</a>' }, title: /^Give 1 link a real href/, example: /"Pricing": javascript: URL/ },
  { id: 'image-alt', status: 'fail', name: 'no alt', parts: { body: '<h1>Blue widget</h1><img src="/a.png"><img src="/b.png" alt="B">' }, title: /^Add alt text to 1 of 2 images/, example: /\/a\.png/ },
  { id: 'mobile-viewport', status: 'fail', name: 'missing', parts: { viewport: '' }, title: /^Add <meta name="viewport" content="width=device-width, initial-scale=1"> to <head>$/ },
  { id: 'mobile-viewport', status: 'fail', name: 'no width', parts: { viewport: '<meta name="viewport" content="initial-scale=1">' }, title: /^Change the viewport "initial-scale=1" to content="width=device-width/ },
  { id: 'mobile-viewport', status: 'warn', name: 'no zoom', parts: { viewport: '<meta name="viewport" content="width=device-width, user-scalable=no">' }, title: /^Allow zooming: remove user-scalable=no/ },
  { id: 'structured-data', status: 'fail', name: 'bad JSON', parts: { head: '<script type="application/ld+json">{"@type": </script>' }, title: /^Fix the JSON-LD that does not parse/, example: /JSON-LD block 1 does not parse/ },
  { id: 'structured-data', status: 'warn', name: 'no @type', parts: { head: '<script type="application/ld+json">{"name":"x"}</script>' }, title: /^Add a schema\.org "@type"/, example: /block 1 has no @type/ },
  { id: 'structured-data', status: 'warn', name: 'none', parts: { head: '<meta property="og:title" content="Blue widget">' }, title: /add a JSON-LD block .* or at least the Open Graph tags og:description, og:image$/ },
  { id: 'https', status: 'fail', name: 'http page', snapshot: { finalUrl: 'http://shop.example.com/products/blue-widget' }, title: /^Serve the site over https/ },
  { id: 'https', status: 'warn', name: 'mixed content', parts: { body: '<h1>Blue widget</h1><img src="http://cdn.example.com/w.png" alt="W">' }, title: /^Load 1 resource over https:\/\//, example: /image: http:\/\/cdn\.example\.com\/w\.png/ },
];

function checkOf(c: Case): { check: CheckResult; finalUrl: string } {
  const audit = auditOf(pageHtml(c.parts), c.snapshot);
  const check = audit.checks.find((x) => x.id === c.id);
  if (!check) throw new Error(`no ${c.id}`);
  return { check, finalUrl: audit.finalUrl };
}

describe('check → action mapping', () => {
  it('has a fix for each of the 14 check ids, and the cases cover them all for fail', () => {
    expect(Object.keys(CHECK_FIXES).sort()).toEqual([...AUDIT_MD_ORDER].sort());
    const failing = new Set(CASES.filter((c) => c.status === 'fail').map((c) => c.id));
    expect([...failing].sort()).toEqual([...AUDIT_MD_ORDER].sort());
  });

  it('starts from a page that passes every check', () => {
    const audit = auditOf(pageHtml());
    expect(audit.checks.filter((c) => c.status === 'fail' || c.status === 'warn')).toEqual([]);
    expect(auditActions(audit)).toEqual([]);
  });

  it.each(CASES.map((c) => [`${c.id} (${c.status}: ${c.name})`, c] as const))('%s', (_, c) => {
    const { check, finalUrl } = checkOf(c);
    expect(check.status).toBe(c.status);
    const action = checkAction(check, { finalUrl });
    expect(action.source).toBe(`audit:${c.id}`);
    expect(action.title).toMatch(c.title);
    expect(action.title).not.toBe(check.title);
    expect(action.why.length).toBeGreaterThan(20);
    expect(['high', 'medium', 'low']).toContain(action.impact);
    expect(['high', 'medium', 'low']).toContain(action.effort);
    if (c.example) expect(action.examples?.join('\n')).toMatch(c.example);
  });

  it('gives one action per failing or warning check of an audit, none for pass, n/a or error', () => {
    const audit = auditOf(pageHtml({ title: '', viewport: '', body: '<img src="/a.png">' }));
    const attention = audit.checks.filter((c) => c.status === 'fail' || c.status === 'warn');
    expect(attention.length).toBeGreaterThanOrEqual(4);
    const errored: CheckResult = { ...attention[0], id: 'title', status: 'error' } as CheckResult;
    const checks = [...audit.checks.filter((c) => c.id !== 'title'), errored];
    const actions = auditActions({ ...audit, checks });
    expect(actions.map((a) => a.source).sort()).toEqual(
      attention
        .filter((c) => c.id !== 'title')
        .map((c) => `audit:${c.id}`)
        .sort(),
    );
  });

  it('falls back to the explanation for a check id it does not know', () => {
    const check: CheckResult = {
      id: 'future-check',
      title: 'A future check failed',
      status: 'fail',
      score: 0,
      weight: 2,
      value: null,
      explanation: 'Do the new thing.',
    };
    expect(checkAction(check, { finalUrl: TEST_URL })).toEqual({
      title: 'Do the new thing.',
      why: 'A future check failed',
      impact: 'high',
      effort: 'medium',
      source: 'audit:future-check',
    });
  });
});
