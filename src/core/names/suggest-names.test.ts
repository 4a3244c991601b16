import { describe, expect, it } from 'vitest';
import { extractSource, WORDNET_EXTRACT } from '../../../test/fixtures/wordnet-extract.ts';
import { parseDomain } from '../domain/parse.ts';
import { searchNames, suggestNames } from './suggest-names.ts';
import type { LexicalSource, NameCandidate } from './types.ts';

const none: LexicalSource = { synonyms: () => [], related: () => [] };
const label = (c: NameCandidate) => c.domain.slice(0, c.domain.indexOf('.'));

describe('suggestNames', () => {
  const names = suggestNames('coffee shop', {}, extractSource);

  it('returns at least 50 unique, valid, scored candidates with a reason', () => {
    expect(names.length).toBeGreaterThanOrEqual(50);
    expect(new Set(names.map((c) => c.domain)).size).toBe(names.length);
    for (const c of names) {
      const parsed = parseDomain(c.domain);
      expect(parsed.ok, c.domain).toBe(true);
      if (parsed.ok) expect(parsed.value.domain).toBe(c.domain);
      expect(c.reason).not.toBe('');
      expect(c.words.length).toBeGreaterThan(0);
      for (const score of [c.linguistic, c.seo, c.score]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
      expect(c.valuation.low).toBeLessThanOrEqual(c.valuation.estimate);
      expect(c.valuation.high).toBeGreaterThanOrEqual(c.valuation.estimate);
      expect(c.availability).toBe('unknown');
    }
  });

  it('ranks by score, best first, the exact match on .com at the top', () => {
    const scores = names.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(names[0]).toMatchObject({
      domain: 'coffeeshop.com',
      reason: 'exact match',
      kind: 'exact',
    });
  });

  it('makes every kind of name the search promises', () => {
    const domains = names.map((c) => c.domain);
    expect(domains).toEqual(
      expect.arrayContaining([
        'coffeeshop.com',
        'shopcoffee.com',
        'coffee-shop.com',
        'coffee.shop',
      ]),
    );
    const all = suggestNames('coffee shop', { limit: 5000 }, extractSource);
    const kinds = new Set(all.map((c) => c.kind));
    for (const kind of [
      'exact',
      'keyword',
      'domain-hack',
      'synonym',
      'related',
      'affix',
      'blend',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const reasons = all.map((c) => c.reason);
    expect(reasons).toContain('prefix get+');
    expect(reasons).toContain('suffix +hub');
    expect(reasons).toContain('blend of shop + coffee');
    expect(new Set(all.map((c) => c.domain.slice(c.domain.indexOf('.') + 1)))).toEqual(
      new Set(['com', 'net', 'io', 'co', 'ai', 'app', 'coffee', 'shop', 'store']),
    );
  });

  it('takes synonyms and related words from the lexical source, and says which', () => {
    const synonym = names.find((c) => c.kind === 'synonym' && c.words.length === 2);
    expect(synonym?.reason).toMatch(/^synonym of (coffee|shop) \(WordNet: [a-z]+\)$/);
    const [, keyword, word] = /of (\w+) \(WordNet: (\w+)\)/.exec(synonym?.reason ?? '') ?? [];
    expect(WORDNET_EXTRACT[keyword ?? '']?.synonyms).toContain(word);
    expect(synonym?.words).toContain(word);
    expect(names.find((c) => c.domain === 'javashop.com')?.reason).toBe(
      'synonym of coffee (WordNet: java)',
    );
    expect(names.some((c) => c.reason === 'related to coffee (WordNet: espresso)')).toBe(true);

    const bare = suggestNames('coffee shop', { limit: 500 }, none);
    expect(bare.some((c) => c.kind === 'synonym' || c.kind === 'related')).toBe(false);
  });

  it('keeps only pronounceable blends', () => {
    const blends = suggestNames('coffee shop', { limit: 500, style: 'brandable' }, extractSource)
      .filter((c) => c.kind === 'blend')
      .map(label);
    expect(blends).toContain('shoffee');
    expect(blends).not.toContain('cofshp');
  });

  it('filters by length, style, hyphens and digits', () => {
    const short = suggestNames('coffee shop', { maxLength: 8, limit: 500 }, extractSource);
    expect(short.length).toBeGreaterThan(0);
    expect(short.every((c) => label(c).length <= 8)).toBe(true);

    const exact = suggestNames('coffee shop', { style: 'exact', limit: 500 }, extractSource);
    const brandable = suggestNames(
      'coffee shop',
      { style: 'brandable', limit: 500 },
      extractSource,
    );
    expect(exact.length).toBeGreaterThanOrEqual(50);
    expect(brandable.length).toBeGreaterThanOrEqual(50);
    expect(exact.every((c) => c.style === 'exact')).toBe(true);
    expect(brandable.every((c) => c.style === 'brandable')).toBe(true);
    expect(
      brandable.some((c) => c.kind === 'affix') && brandable.some((c) => c.kind === 'blend'),
    ).toBe(true);

    const all = suggestNames('coffee shop', { limit: 500 }, extractSource);
    expect(all.some((c) => c.domain.includes('-')) && all.some((c) => /\d/.test(c.domain))).toBe(
      true,
    );
    const plain = suggestNames(
      'coffee shop',
      { excludeHyphens: true, excludeDigits: true, limit: 500 },
      extractSource,
    );
    expect(plain.some((c) => /[-\d]/.test(c.domain))).toBe(false);
  });

  it('uses the given extensions only, preferring the earlier ones', () => {
    const io = suggestNames('coffee shop', { tlds: ['io', '.COM'] }, extractSource);
    expect(new Set(io.map((c) => c.domain.split('.')[1]))).toEqual(new Set(['io', 'com']));
    expect(io.some((c) => c.kind === 'domain-hack')).toBe(false);
    // Earlier in the list, a little higher in the ranking.
    const score = (tlds: string[]) =>
      suggestNames('coffee shop', { tlds }, extractSource).find((c) => c.domain === 'coffeeshop.io')
        ?.score ?? 0;
    expect(score(['io', 'com'])).toBeGreaterThan(score(['com', 'io']));
  });

  it('honours the limit and is deterministic', () => {
    expect(suggestNames('coffee shop', { limit: 7 }, extractSource)).toHaveLength(7);
    expect(suggestNames('coffee shop', {}, extractSource)).toEqual(names);
    expect(suggestNames('Coffee,  SHOP', {}, extractSource)).toEqual(names);
  });

  it('works for one keyword and several, and gives nothing for no keywords', () => {
    expect(suggestNames('coffee', {}, extractSource).length).toBeGreaterThanOrEqual(50);
    expect(suggestNames('fresh coffee beans', {}, none).length).toBeGreaterThanOrEqual(50);
    expect(suggestNames('  ', {}, extractSource)).toEqual([]);
    expect(searchNames('coffee shop', {}, extractSource)).toMatchObject({
      words: ['coffee', 'shop'],
      tlds: ['com', 'net', 'io', 'co', 'ai', 'app', 'coffee', 'shop', 'store'],
    });
  });
});
