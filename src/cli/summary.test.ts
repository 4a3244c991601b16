import { describe, expect, it } from 'vitest';
import { formatEffect, topFactors } from './summary.ts';

describe('summary helpers', () => {
  it('formats a multiplier as a signed percentage', () => {
    expect(formatEffect(1.8)).toBe('+80%');
    expect(formatEffect(0.5)).toBe('−50%');
    expect(formatEffect(1)).toBe('+0%');
  });

  it('orders factors by strength, up or down alike', () => {
    const factors = [
      { key: 'a', label: 'a', effect: 1.1 },
      { key: 'b', label: 'b', effect: 0.25 },
      { key: 'c', label: 'c', effect: 3 },
    ];
    expect(topFactors(factors, 2).map((f) => f.key)).toEqual(['b', 'c']);
  });
});
