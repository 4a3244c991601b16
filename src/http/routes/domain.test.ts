import { describe, expect, it } from 'vitest';
import { domainCacheKey } from './domain.ts';

describe('domainCacheKey', () => {
  it('folds case, surrounding space and one trailing dot, as the engine does first', () => {
    expect(domainCacheKey(' BestCoffee.com. ')).toBe('bestcoffee.com');
    expect(domainCacheKey('BÜCHER.de')).toBe('bücher.de');
  });

  it('keeps inputs the engine refuses distinct from valid names', () => {
    expect(domainCacheKey('https://x.com')).toBe('https://x.com');
    expect(domainCacheKey('x.com..')).toBe('x.com.');
  });

  it('does not cache empty or absurdly long input', () => {
    expect(domainCacheKey(undefined)).toBeNull();
    expect(domainCacheKey('  ')).toBeNull();
    expect(domainCacheKey('a'.repeat(254))).toBeNull();
  });
});
