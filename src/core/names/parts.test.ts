import { describe, expect, it } from 'vitest';
import { pronounceability } from '../domain/pronounce.ts';
import { withSuffix } from './affixes.ts';
import { blends, MIN_PRONOUNCEABILITY } from './blend.ts';
import { parseKeywords } from './keywords.ts';
import { baseScore, rankCandidates, valueScore } from './rank.ts';
import { defaultTlds, isWordTld, normalizeTlds } from './tlds.ts';
import { validateNameSearch } from './validate.ts';

describe('name search parts', () => {
  it('parses keywords into lower-case ASCII words', () => {
    expect(parseKeywords(' Café, SHOP shop ')).toEqual({ ok: true, value: ['cafe', 'shop'] });
    expect(parseKeywords('')).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(parseKeywords('кофе')).toMatchObject({ ok: false });
    expect(parseKeywords('a b c d e')).toMatchObject({ ok: false });
    expect(parseKeywords('x'.repeat(101))).toMatchObject({ ok: false });
    expect(parseKeywords('!!!')).toMatchObject({ ok: false });
  });

  it('validates a search with messages that say what to change', () => {
    const message = (input: unknown) => {
      const r = validateNameSearch(input);
      return r.ok ? '' : r.error.message;
    };
    expect(
      validateNameSearch({ keywords: 'coffee shop', tlds: ['.IO', 'co.uk'], limit: 5 }),
    ).toEqual({
      ok: true,
      value: {
        keywords: 'coffee shop',
        words: ['coffee', 'shop'],
        options: { tlds: ['io', 'co.uk'], limit: 5 },
        check: true,
      },
    });
    expect(message({ keywords: '' })).toMatch(/keywords/);
    expect(message({ keywords: 'x'.repeat(150) })).toMatch(/at most 100/);
    expect(message({ keywords: 'coffee', tlds: ['com', 'xyz1'] })).toMatch(
      /"xyz1" is not a domain extension/,
    );
    expect(message({ keywords: 'coffee', tlds: [] })).toMatch(/from 1 to 20/);
    expect(message({ keywords: 'coffee', tlds: 'com' })).toMatch(/list of extensions/);
    expect(message({ keywords: 'coffee', maxLength: 0 })).toMatch(/maxLength/);
    expect(message({ keywords: 'coffee', style: 'fancy' })).toMatch(/exact, brandable, both/);
    expect(message({ keywords: 'coffee', limit: 501 })).toMatch(/limit/);
    expect(message({ keywords: 'coffee', excludeDigits: 'yes' })).toMatch(/true or false/);
    expect(message(null)).toMatch(/keywords/);
  });

  it('knows which words are open extensions, and checks extension lists', () => {
    expect(isWordTld('shop')).toBe(true);
    expect(isWordTld('coffee')).toBe(true);
    expect(isWordTld('java')).toBe(false); // a closed brand registry
    expect(isWordTld('top')).toBe(false); // a spam reputation
    expect(isWordTld('beans')).toBe(false);
    expect(normalizeTlds(['COM', '.io', 'com'])).toEqual({ ok: true, value: ['com', 'io'] });
    expect(normalizeTlds(['com', 'nope'])).toEqual({ ok: false, bad: 'nope' });
    expect(defaultTlds(['coffee', 'shop'], ['java', 'store'])).toEqual([
      ...['com', 'net', 'io', 'co', 'ai', 'app'],
      ...['coffee', 'shop', 'store'],
    ]);
  });

  it('joins suffixes like brand names do', () => {
    expect(withSuffix('shop', 'ify')).toBe('shopify');
    expect(withSuffix('coffee', 'ify')).toBe('coffify');
    expect(withSuffix('coffee', 'hub')).toBe('coffeehub');
    expect(withSuffix('sell', 'ly')).toBeNull();
  });

  it('blends two words into pronounceable portmanteaus only', () => {
    const found = blends('shop', 'coffee', 5);
    expect(found[0]?.name).toBe('shoffee');
    for (const b of found)
      expect(pronounceability(b.name)).toBeGreaterThanOrEqual(MIN_PRONOUNCEABILITY);
    expect(blends('green', 'energy', 3).map((b) => b.name)).toContain('greenergy');
    expect(blends('xq', 'zzkt', 5)).toEqual([]);
    expect(blends('shop', 'coffee', 5)).toEqual(found);
  });

  it('scores by the documented formula and spreads extensions', () => {
    expect(valueScore(100)).toBe(50);
    expect(valueScore(1e6)).toBe(100);
    expect(valueScore(0)).toBe(0);
    expect(
      baseScore({ linguistic: 80, seo: 60, estimate: 100, relevance: 100, tldIndex: 2 }),
    ).toBeCloseTo(0.3 * 80 + 0.25 * 60 + 0.2 * 50 + 0.25 * 100 - 0.5 * 2);
    const ranked = rankCandidates([
      { domain: 'a.net', label: 'a', score: 90 },
      { domain: 'a.com', label: 'a', score: 90 },
      { domain: 'b.com', label: 'b', score: 88 },
      { domain: 'a.io', label: 'a', score: 89 },
    ]);
    expect(ranked.map((c) => [c.domain, c.score])).toEqual([
      ['a.com', 90],
      ['b.com', 88],
      ['a.net', 86],
      ['a.io', 81],
    ]);
  });
});
