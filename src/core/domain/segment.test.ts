import { describe, expect, it } from 'vitest';
import { segment } from './segment.ts';
import { SEGMENT_CASES } from './segment-cases.ts';

describe('segment: multi-word domain names', () => {
  it('has a list of at least 200 hand-written names that spell their labels', () => {
    expect(SEGMENT_CASES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(SEGMENT_CASES.map(([label]) => label)).size).toBe(SEGMENT_CASES.length);
    for (const [label, words] of SEGMENT_CASES) {
      expect(label).toMatch(/^[a-z0-9]+$/);
      expect(words.split(' ').join('')).toBe(label);
    }
  });

  it('segments at least 95% of the list exactly', () => {
    const misses = SEGMENT_CASES.flatMap(([label, words]) => {
      const got = segment(label).join(' ');
      return got === words ? [] : [`${label}: got "${got}", expected "${words}"`];
    });
    const accuracy = 1 - misses.length / SEGMENT_CASES.length;
    expect(
      accuracy,
      `accuracy ${(accuracy * 100).toFixed(1)}%, misses:\n${misses.join('\n')}`,
    ).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    ['expertsexchange', ['experts', 'exchange']],
    ['penisland', ['pen', 'island']],
    ['whorepresents', ['who', 'represents']],
    ['therapistfinder', ['therapist', 'finder']],
    ['choosespain', ['choose', 'spain']],
    ['bestcoffee', ['best', 'coffee']],
    ['oddsextractor', ['odds', 'extractor']],
  ])('reads the ambiguous join %s charitably', (label, words) => {
    expect(segment(label)).toEqual(words);
  });
});

describe('segment: edge cases', () => {
  it('returns no tokens for an empty label or hyphens only', () => {
    expect(segment('')).toEqual([]);
    expect(segment('-')).toEqual([]);
    expect(segment('--')).toEqual([]);
  });

  it('keeps a single word whole', () => {
    expect(segment('coffee')).toEqual(['coffee']);
    expect(segment('therapist')).toEqual(['therapist']);
    expect(segment('bookstore')).toEqual(['bookstore']);
    expect(segment('a')).toEqual(['a']);
  });

  it('makes digit runs their own tokens', () => {
    expect(segment('24')).toEqual(['24']);
    expect(segment('911')).toEqual(['911']);
    expect(segment('24hourfitness')).toEqual(['24', 'hour', 'fitness']);
    expect(segment('web3')).toEqual(['web', '3']);
    expect(segment('123abc456')).toEqual(['123', 'abc', '456']);
  });

  it('splits on hyphens and does not return them', () => {
    expect(segment('best-coffee')).toEqual(['best', 'coffee']);
    expect(segment('best--coffee')).toEqual(['best', 'coffee']);
    expect(segment('-bestcoffee-')).toEqual(['best', 'coffee']);
    expect(segment('cheap-flights-24')).toEqual(['cheap', 'flights', '24']);
  });

  it('keeps random letters as one unknown token instead of tiny junk words', () => {
    for (const junk of ['xkqzvbnwplm', 'bcdfghjklmnpqrstvwxz', 'zzzzzzzzzz', 'aaaaaaaa']) {
      expect(segment(junk)).toEqual([junk]);
    }
    // Longer than any dictionary word and any scratch buffer default.
    const long = 'qzxwvkjhgfdsplmnbtrc'.repeat(5);
    expect(segment(long)).toEqual([long]);
  });

  it('does not prefer subtitle contraction fragments or stray letters as words', () => {
    expect(segment('dontpanic')).toEqual(['dont', 'panic']);
    expect(segment('whatsup')).toEqual(['whats', 'up']);
    expect(segment('youll')).toEqual(['youll']);
    expect(segment('aitools')).toEqual(['ai', 'tools']);
  });

  it('folds upper case and returns non-ASCII or other characters whole', () => {
    expect(segment('BestCoffee')).toEqual(['best', 'coffee']);
    expect(segment('bücher')).toEqual(['bücher']);
    expect(segment('中文')).toEqual(['中文']);
    expect(segment('a.b')).toEqual(['a.b']);
  });

  it('is not confused by words that are Object.prototype keys', () => {
    expect(segment('constructor')).toEqual(['constructor']);
    expect(segment('tostring')).toEqual(['to', 'string']);
  });

  it('always spells the label back', () => {
    const labels = [
      'thequickbrownfoxjumpsoverthelazydog',
      'a1b2c3',
      'x',
      'xn--bcher-kva',
      'q'.repeat(63),
      'abcdefghijklmnopqrstuvwxyz0123456789',
      ...SEGMENT_CASES.map(([label]) => label),
    ];
    for (const label of labels) expect(segment(label).join('')).toBe(label.replaceAll('-', ''));
  });
});
