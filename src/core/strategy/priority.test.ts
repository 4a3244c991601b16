import { describe, expect, it } from 'vitest';
import { actionValue, compareActions, sortActions } from './priority.ts';
import type { Effort, Impact, StrategyAction } from './types.ts';

const action = (
  impact: Impact,
  effort: Effort,
  source = 'audit:x',
  title = 't',
): StrategyAction => ({
  title,
  why: 'because',
  impact,
  effort,
  source,
});

/** A deterministic shuffle (a fixed permutation), so the test needs no randomness. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = (seed * (i + 7)) % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('action order', () => {
  it('puts the best impact for effort first, then the larger impact, then the smaller effort', () => {
    const order: [Impact, Effort][] = [
      ['high', 'low'],
      ['high', 'medium'],
      ['medium', 'low'],
      ['high', 'high'],
      ['medium', 'medium'],
      ['low', 'low'],
      ['medium', 'high'],
      ['low', 'medium'],
      ['low', 'high'],
    ];
    const actions = order.map(([i, e]) => action(i, e));
    for (const seed of [1, 2, 3, 5, 8]) {
      const sorted = sortActions(shuffled(actions, seed));
      expect(sorted.map((a) => [a.impact, a.effort])).toEqual(order);
    }
    expect(order.map(([impact, effort]) => actionValue({ impact, effort }))).toEqual([
      2, 1, 1, 0, 0, 0, -1, -1, -2,
    ]);
  });

  it('breaks ties by source, then by title, so the input order never matters', () => {
    const tied = [
      action('medium', 'low', 'domain:tld', 'b'),
      action('medium', 'low', 'audit:title', 'z'),
      action('medium', 'low', 'domain:tld', 'a'),
      action('medium', 'low', 'audit:headings', 'y'),
    ];
    const expected = ['audit:headings/y', 'audit:title/z', 'domain:tld/a', 'domain:tld/b'];
    for (const seed of [1, 2, 3, 4]) {
      expect(sortActions(shuffled(tied, seed)).map((a) => `${a.source}/${a.title}`)).toEqual(
        expected,
      );
    }
  });

  it('is a total order: antisymmetric, and 0 only for equal keys', () => {
    const all = (['high', 'medium', 'low'] as Impact[]).flatMap((i) =>
      (['low', 'medium', 'high'] as Effort[]).flatMap((e) => [
        action(i, e, 'a'),
        action(i, e, 'b'),
      ]),
    );
    for (const a of all) {
      for (const b of all) {
        expect(Math.sign(compareActions(a, b)) + Math.sign(compareActions(b, a))).toBe(0);
        if (a !== b) expect(compareActions(a, b)).not.toBe(0);
      }
    }
  });

  it('does not change the array it is given', () => {
    const input = [action('low', 'high'), action('high', 'low')];
    sortActions(input);
    expect(input[0]?.impact).toBe('low');
  });
});
