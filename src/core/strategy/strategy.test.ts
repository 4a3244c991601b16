import { describe, expect, it } from 'vitest';
import { compareActions } from './priority.ts';
import { nameScore } from './score.ts';
import { SITE_SOURCE, strategy } from './strategy.ts';
import { auditOf, domainOf, pageHtml } from './strategy-testing.ts';
import type { StrategyPlan } from './types.ts';

const REASON = 'could not be fetched: DNS lookup failed for best-coffee4u.io (no such host).';

/** A page with several failing and warning checks. */
const BAD_PAGE = pageHtml({
  title: '<title>Hi</title>',
  description: '',
  viewport: '',
  head: '<meta name="robots" content="noindex">',
  body: '<h2>Menu</h2><h4>Beans</h4><a href="/beans">click here</a><a href="javascript:go()">Shop</a><img src="/cup.png">',
});

function expectSorted(plan: StrategyPlan): void {
  for (let i = 1; i < plan.actions.length; i++) {
    const [a, b] = [plan.actions[i - 1], plan.actions[i]];
    if (a && b) expect(compareActions(a, b)).toBeLessThan(0);
  }
}

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"])/).length;
}

describe('strategy: a name alone (the site could not be fetched)', () => {
  const domain = domainOf('best-coffee4u.io');
  const plan = strategy(domain, null, REASON);

  it('says so in the summary, a weakness, a risk and a first action', () => {
    expect(plan.summary).toContain('could not be fetched: DNS lookup failed');
    expect(plan.summary).toContain('built from the name alone');
    expect(sentences(plan.summary)).toBeGreaterThanOrEqual(2);
    expect(sentences(plan.summary)).toBeLessThanOrEqual(3);
    expect(plan.risks.map((r) => r.source)).toContain(SITE_SOURCE);
    expect(plan.weaknesses[0]).toMatchObject({ source: SITE_SOURCE });
    expect(plan.weaknesses[0]?.text).toMatch(/could not be fetched/);
    expect(plan.actions[0]).toMatchObject({ source: SITE_SOURCE, impact: 'high' });
    expect(plan.site).toEqual({ reachable: false, reason: REASON });
  });

  it('scores the name alone and plans from the name', () => {
    expect(plan.scoreParts).toEqual({ name: nameScore(domain), site: null });
    expect(plan.score).toBe(nameScore(domain));
    expect(plan.actions.some((a) => a.source.startsWith('audit:'))).toBe(false);
    const sources = plan.actions.map((a) => a.source);
    expect(sources).toEqual(
      expect.arrayContaining([
        'domain:tld',
        'domain:linguistic.hyphens',
        'domain:linguistic.digits',
      ]),
    );
    expect(plan.actions.find((a) => a.source === 'domain:tld')?.title).toMatch(
      /best-coffee4u\.com/,
    );
    expect(plan.alternatives.map((a) => a.domain)).toEqual(
      expect.arrayContaining([
        'best-coffee4u.com',
        'bestcoffee4u.io',
        'best-coffee.io',
        'bestcoffee.com',
      ]),
    );
    for (const list of [plan.strengths, plan.weaknesses, plan.opportunities, plan.risks]) {
      for (const f of list) expect(f.source).toMatch(/^(domain|valuation|site):[a-z.-]+$/);
    }
    expectSorted(plan);
  });

  it('says the site was not checked when there is no reason', () => {
    const unchecked = strategy(domain, null);
    expect(unchecked.site).toEqual({ reachable: false });
    expect(unchecked.summary).toContain('was not checked');
    expect(unchecked.actions.some((a) => a.source === SITE_SOURCE)).toBe(false);
  });
});

describe('strategy: a reachable site with several failing checks', () => {
  const domain = domainOf('bestcoffee.com');
  const audit = auditOf(BAD_PAGE);
  const plan = strategy(domain, audit);
  const attention = audit.checks.filter((c) => c.status === 'fail' || c.status === 'warn');

  it('has an action for every failing and warning check, best impact for effort first', () => {
    expect(attention.filter((c) => c.status === 'fail').length).toBeGreaterThanOrEqual(5);
    expect(attention.some((c) => c.status === 'warn')).toBe(true);
    const sources = new Set(plan.actions.map((a) => a.source));
    for (const c of attention) expect(sources).toContain(`audit:${c.id}`);
    expectSorted(plan);
    expect(plan.actions[0]).toMatchObject({
      source: 'audit:indexable',
      impact: 'high',
      effort: 'low',
    });
  });

  it('blends the name and the site into the score, and says both in the summary', () => {
    expect(plan.scoreParts).toEqual({ name: nameScore(domain), site: audit.score });
    expect(plan.score).toBe(Math.round((nameScore(domain) + audit.score) / 2));
    expect(plan.site).toEqual({ reachable: true, finalUrl: audit.finalUrl, score: audit.score });
    expect(plan.summary).toMatch(
      /^bestcoffee\.com scores \d+\/100; first step: let search engines index/,
    );
    expect(plan.summary).toContain(`scores ${audit.score}/100 in the SEO audit`);
    expect(sentences(plan.summary)).toBe(3);
  });

  it('ties each failing check to a weakness and the serious ones to a risk', () => {
    const weak = plan.weaknesses.map((w) => w.source);
    for (const c of attention.filter((x) => x.status === 'fail'))
      expect(weak).toContain(`audit:${c.id}`);
    expect(plan.risks.map((r) => r.source)).toEqual(
      expect.arrayContaining(['audit:indexable', 'audit:mobile-viewport']),
    );
    expect(plan.strengths.map((s) => s.source)).toEqual(
      expect.arrayContaining(['domain:tld', 'audit:https', 'audit:http-status']),
    );
  });

  it('asks for the name’s keywords on the page only when the title and heading miss them', () => {
    const withPage = strategy(domain, { ...audit, page: { title: 'Hi', h1: null } });
    expect(withPage.actions.map((a) => a.source)).toContain('domain:seo.keywords');
    const using = strategy(domain, { ...audit, page: { title: 'Best coffee in town', h1: null } });
    expect(using.actions.map((a) => a.source)).not.toContain('domain:seo.keywords');
  });
});

describe('strategy: a page without a registrable name (IP or localhost)', () => {
  const audit = auditOf(BAD_PAGE, { finalUrl: 'http://127.0.0.1:8080/' });
  const plan = strategy(null, audit);

  it('plans from the page alone', () => {
    expect(plan.domain).toBeNull();
    expect(plan.alternatives).toEqual([]);
    expect(plan.score).toBe(audit.score);
    expect(plan.summary).toContain('127.0.0.1:8080 is not a registrable domain name');
    expect(plan.actions.every((a) => a.source.startsWith('audit:'))).toBe(true);
    expect(plan.actions.map((a) => a.source)).toContain('audit:https');
  });
});

describe('strategy: deterministic', () => {
  it('gives deep-equal plans for the same inputs', () => {
    for (const [name, html] of [
      ['bestcoffee.com', BAD_PAGE],
      ['best-coffee4u.io', pageHtml()],
      ['xn--bcher-kva.de', BAD_PAGE],
    ] as const) {
      const first = strategy(domainOf(name), auditOf(html));
      const second = strategy(domainOf(name), auditOf(html));
      expect(second).toEqual(first);
      expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    }
    expect(strategy(domainOf('bestcoffee.com'), null, REASON)).toEqual(
      strategy(domainOf('bestcoffee.com'), null, REASON),
    );
  });

  it('keeps every score within 0–100', () => {
    for (const name of ['a.com', 'qxzvtrkl-99-buy-cheap.tk', 'bestcoffee.com', 'bücher.de']) {
      for (const audit of [null, auditOf(BAD_PAGE), auditOf(pageHtml())]) {
        const plan = strategy(domainOf(name), audit);
        expect(plan.score).toBeGreaterThanOrEqual(0);
        expect(plan.score).toBeLessThanOrEqual(100);
        expect(Number.isInteger(plan.score)).toBe(true);
      }
    }
  });
});
