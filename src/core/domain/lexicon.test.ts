import { describe, expect, it } from 'vitest';
import { isWord, LEXICON_TOTAL, wordLogProb, wordRank, wordZipf } from './lexicon.ts';

describe('lexicon', () => {
  it('gives log-probabilities that order words by frequency', () => {
    const the = wordLogProb('the');
    const coffee = wordLogProb('coffee');
    const espresso = wordLogProb('espresso');
    expect(the).toBeDefined();
    expect(the as number).toBeLessThan(0);
    expect(the as number).toBeGreaterThan(coffee as number);
    expect(coffee as number).toBeGreaterThan(espresso as number);
    expect(wordLogProb('xkqzvb')).toBeUndefined();
    expect(LEXICON_TOTAL).toBeGreaterThan(40_000_000);
  });

  it('gives Zipf values on the usual 1–8 scale, 0 when unknown', () => {
    expect(wordZipf('the')).toBeGreaterThan(7);
    expect(wordZipf('coffee')).toBeGreaterThan(4.5);
    expect(wordZipf('coffee')).toBeLessThan(6);
    expect(wordZipf('xkqzvb')).toBe(0);
  });

  it('ranks the most frequent word 1', () => {
    expect(wordRank('you')).toBe(1);
    expect(wordRank('the') as number).toBeLessThan(wordRank('coffee') as number);
    expect(wordRank('xkqzvb')).toBeUndefined();
  });

  it('merges case-insensitively and is looked up in lower case', () => {
    expect(isWord('what')).toBe(true);
    expect(wordRank('what') as number).toBeLessThan(20);
    expect(isWord('What')).toBe(false);
  });

  it('drops stray letters, contraction fragments and junk two-letter tokens', () => {
    for (const w of ['a', 'i', 'my', 'go', 'ok', 'tv', 'ai', 'uk']) expect(isWord(w)).toBe(true);
    for (const w of ['b', 'x', 's', 't', 'm', 'd', 'll', 're', 've', 'isn', 'doesn']) {
      expect(isWord(w), w).toBe(false);
    }
    // Interjections and OCR errors of the subtitle list ("ls" for "Is").
    for (const w of ['uh', 'hm', 'ls', 'ln']) expect(isWord(w), w).toBe(false);
  });

  it('adds the curated web vocabulary and apostrophe-less contractions', () => {
    for (const w of ['app', 'ai', 'crypto', 'bitcoin', 'blockchain', 'nft', 'seo', 'saas']) {
      expect(wordZipf(w), w).toBeGreaterThanOrEqual(3.5);
    }
    for (const w of ['dont', 'whats', 'lets', 'youre']) expect(isWord(w), w).toBe(true);
  });

  it('is safe for Object.prototype keys', () => {
    expect(isWord('__proto__')).toBe(false);
    expect(isWord('tostring')).toBe(false);
    expect(Number.isFinite(wordLogProb('constructor'))).toBe(true);
  });
});

describe('curated supplement (data/web-words.json)', () => {
  it('is a small list of lower-case words with positive counts', async () => {
    const { default: supplement } = await import('./data/web-words.json', {
      with: { type: 'json' },
    });
    const entries = Object.entries({ ...supplement.words, ...supplement.contractions });
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.length).toBeLessThan(500);
    for (const [word, count] of entries) {
      expect(word).toMatch(/^[a-z]+$/);
      expect(count).toBeGreaterThan(0);
      expect(isWord(word)).toBe(true);
    }
  });
});
