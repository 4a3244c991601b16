import { describe, expect, it } from 'vitest';
import { etagOf, ifNoneMatchHits } from './etag.ts';

describe('etagOf', () => {
  it('is a stable weak tag of the payload', () => {
    expect(etagOf('{"a":1}')).toMatch(/^W\/"[\w-]+"$/);
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
  });
});

describe('ifNoneMatchHits', () => {
  const tag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(ifNoneMatchHits(header, tag)).toBe(expected);
  });
  it('handles a missing or repeated header', () => {
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
    expect(ifNoneMatchHits(['"x"', 'W/"abc"'], tag)).toBe(true);
  });
});
