import { describe, expect, it } from 'vitest';
import { AUDIT_MD_ORDER, artifactsOf, snapshotOf, TEST_NOW } from './audit-testing.ts';
import { type Check, fail, pass } from './checks/check.ts';
import { CHECKS } from './checks/index.ts';
import { auditPage, MAX_ITEMS, runChecks } from './run-audit.ts';
import { overallScore } from './score.ts';
import type { CheckResult } from './types.ts';

const WEIGHTS: Record<string, number> = { indexable: 4 };

const GOOD_PAGE = `<!doctype html><html lang="en"><head>
<title>Blue widgets, hand-made in Lisbon since 1972</title>
<meta name="description" content="Blue widgets hand-made in Lisbon: solid oak, brass fittings, shipped free across Europe.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="https://shop.example.com/products/blue-widget">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product"}</script>
</head><body><h1>Blue widget</h1><p>Solid oak. <a href="/pricing">Pricing for teams</a></p>
<img src="/w.png" alt="A blue widget"></body></html>`;

const stub = (id: string, run: Check['run'], weight = 1): Check => ({
  meta: {
    id,
    title: id,
    failureTitle: `${id} failed`,
    description: id,
    weight,
    requires: ['titles'],
  },
  run,
});

describe('runChecks / auditPage', () => {
  it('returns the 14 checks of AUDIT.md, in order, with their weights', () => {
    const { checks } = auditPage(snapshotOf(GOOD_PAGE), TEST_NOW);
    expect(checks.map((c) => c.id)).toEqual(AUDIT_MD_ORDER);
    expect(CHECKS.map((c) => c.meta.id)).toEqual(AUDIT_MD_ORDER);
    for (const c of checks) expect(c.weight).toBe(WEIGHTS[c.id] ?? 1);
  });
  it('scores a good page 100 and gives every check a verdict and an explanation', () => {
    const result = auditPage(snapshotOf(GOOD_PAGE), TEST_NOW);
    expect(result.checks.filter((c) => c.status !== 'pass' && c.status !== 'n/a')).toEqual([]);
    expect(result.score).toBe(100);
    for (const c of result.checks) expect(c.explanation.length).toBeGreaterThan(10);
    expect(result.page).toMatchObject({
      title: 'Blue widgets, hand-made in Lisbon since 1972',
      h1: 'Blue widget',
      lang: 'en',
      canonical: 'https://shop.example.com/products/blue-widget',
    });
  });
  it('isolates a throwing check: it alone becomes `error` with a null score', () => {
    const checks = [
      stub('before', () => pass(1, 'ok')),
      stub('boom', () => {
        throw new TypeError('secret internals');
      }),
      stub('after', () => fail(0, 'bad')),
    ];
    const results = runChecks(artifactsOf(''), TEST_NOW, checks);
    expect(results.map((r) => [r.id, r.status, r.score])).toEqual([
      ['before', 'pass', 1],
      ['boom', 'error', null],
      ['after', 'fail', 0],
    ]);
    expect(results[1]?.explanation).not.toMatch(/secret/);
    expect(overallScore(results)).toBe(50);
  });
  it('hands a check only the artifacts it requires', () => {
    let seen: string[] = [];
    runChecks(artifactsOf('<title>x</title>'), TEST_NOW, [
      stub('peek', (artifacts) => {
        seen = Object.keys(artifacts);
        return pass(null, 'ok');
      }),
    ]);
    expect(seen).toEqual(['titles']);
  });
  it('uses failureTitle for warn and fail, and caps items at 100', () => {
    const many = Array.from({ length: 150 }, (_, i) => i);
    const [result] = runChecks(artifactsOf(''), TEST_NOW, [
      stub('many', () => fail(150, 'too many', many)),
    ]);
    expect(result?.title).toBe('many failed');
    expect(result?.items).toHaveLength(MAX_ITEMS);
  });
  it('never throws on garbage input', () => {
    const garbage = '<<<>>><a href="http://[">\u0000<svg><a><title></svg></a>&#xZZZ;<script>';
    const result = auditPage(snapshotOf(garbage, { headers: { link: 'garbage' } }), TEST_NOW);
    expect(result.checks).toHaveLength(14);
    expect(result.checks.filter((c) => c.status === 'error')).toEqual([]);
  });
});

describe('overallScore', () => {
  const r = (status: CheckResult['status'], score: number | null, weight = 1): CheckResult => ({
    id: 'x',
    title: 'x',
    status,
    score,
    weight,
    value: null,
    explanation: '',
  });
  it('is the weighted mean over checks that are not n/a or error, ×100, rounded', () => {
    // (4×1 + 1×0 + 1×0.5) / 6 = 0.75
    expect(
      overallScore([
        r('pass', 1, 4),
        r('fail', 0),
        r('warn', 0.5),
        r('n/a', null),
        r('error', null),
      ]),
    ).toBe(75);
    // 2/3 → 66.67 → 67
    expect(overallScore([r('pass', 1), r('pass', 1), r('fail', 0)])).toBe(67);
  });
  it('is 0 when no check counts', () => {
    expect(overallScore([r('n/a', null), r('error', null)])).toBe(0);
  });
});
