import { describe, expect, it } from 'vitest';
import { linguisticScore, radioTest } from './linguistic.ts';
import { pronounceability } from './pronounce.ts';
import { keywordIntent, seoScore } from './seo.ts';
import { tldInfo } from './tld.ts';

describe('pronounceability', () => {
  it('tells English-like letter patterns from random strings', () => {
    for (const good of ['bestcoffee', 'google', 'zoomly', 'expertsexchange', 'wedian']) {
      expect(pronounceability(good), good).toBeGreaterThan(0.6);
    }
    for (const bad of ['xqzt', 'kxvbq', 'hgfjdkslq', 'qwrtpsdfg']) {
      expect(pronounceability(bad), bad).toBeLessThan(0.1);
    }
  });
});

describe('linguisticScore', () => {
  it('scores a short two-word name above a long random one', () => {
    const good = linguisticScore('bestcoffee', ['best', 'coffee']);
    const bad = linguisticScore('xkqzvbnwplmrt', ['xkqzvbnwplmrt']);
    expect(good.score).toBeGreaterThan(75);
    expect(bad.score).toBeLessThan(40);
    expect(good.dictionaryCoverage).toBe(1);
    expect(good.wordCount).toBe(2);
    expect(good.syllables).toBe(3);
  });

  it('caps names with profane or negative words', () => {
    const r = linguisticScore('scamcoffee', ['scam', 'coffee']);
    expect(r.negativeWords).toEqual(['scam']);
    expect(r.score).toBeLessThanOrEqual(40);
  });

  it('penalises hyphens and digits', () => {
    const plain = linguisticScore('bestcoffee', ['best', 'coffee']).score;
    expect(linguisticScore('best-coffee', ['best', 'coffee']).score).toBeLessThan(plain);
    expect(linguisticScore('bestcoffee4u', ['best', 'coffee', '4', 'u']).score).toBeLessThan(plain);
  });

  it('runs the radio test', () => {
    expect(radioTest(['coffee', '4', 'u'], 'coffee4u')).toEqual(
      expect.arrayContaining(['"u" sounds like "you"', 'mixes digits and letters: "4" or "four"?']),
    );
    expect(radioTest(['best', 'team'], 'bestteam')).toContain(
      'doubled letter across "best" + "team"',
    );
    expect(radioTest(['coffee', 'shop'], 'coffeeshop')).toEqual([]);
  });
});

describe('tldInfo', () => {
  it('classifies extensions', () => {
    expect(tldInfo('com')).toMatchObject({ type: 'generic', trust: 'high', group: 'com' });
    expect(tldInfo('org')).toMatchObject({ type: 'legacy-gtld', trust: 'high' });
    expect(tldInfo('co.uk')).toMatchObject({ type: 'cctld', country: 'GB', genericCc: false });
    expect(tldInfo('de')).toMatchObject({ type: 'cctld', country: 'DE', trust: 'high' });
    expect(tldInfo('io')).toMatchObject({ type: 'cctld', genericCc: true, trust: 'medium' });
    expect(tldInfo('shop')).toMatchObject({ type: 'new-gtld', trust: 'medium', spam: false });
    expect(tldInfo('tk')).toMatchObject({ spam: true, trust: 'low' });
    expect(tldInfo('top')).toMatchObject({ type: 'new-gtld', spam: true, trust: 'low' });
  });
});

describe('seoScore', () => {
  it('finds keywords, intent and exact match', () => {
    const r = seoScore('bestcoffee', ['best', 'coffee'], tldInfo('com'));
    expect(r.exactMatch).toBe(true);
    expect(r.keywords).toEqual([
      { word: 'best', intent: 'high' },
      { word: 'coffee', intent: 'medium' },
    ]);
    expect(r.tldType).toBe('generic');
    expect(r.score).toBeGreaterThan(80);
  });

  it('rates a spam extension and a keyword-free name low', () => {
    expect(seoScore('bestcoffee', ['best', 'coffee'], tldInfo('tk')).score).toBeLessThanOrEqual(30);
    expect(seoScore('xkqzvb', ['xkqzvb'], tldInfo('com')).score).toBeLessThan(60);
  });

  it('reports the country of a country extension', () => {
    expect(seoScore('bakery', ['bakery'], tldInfo('co.uk')).country).toBe('GB');
    expect(seoScore('bakery', ['bakery'], tldInfo('io')).country).toBeNull();
  });

  it('grades keyword intent', () => {
    expect(keywordIntent('insurance')).toBe('high');
    expect(keywordIntent('coffee')).toBe('medium');
    expect(keywordIntent('purple')).toBe('low');
  });
});
