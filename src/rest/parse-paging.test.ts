import { describe, expect, it } from 'vitest';
import { parsePaging } from './parse-paging.ts';
import { parsePrefer } from './parse-prefer.ts';
import { RestFailure } from './rest-error.ts';

function rangeFailure(input: Parameters<typeof parsePaging>[0]) {
  try {
    parsePaging(input);
  } catch (error) {
    if (error instanceof RestFailure) return error.error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('parsePaging', () => {
  it('reads limit and offset', () => {
    expect(parsePaging({})).toEqual({ offset: 0, limit: null });
    expect(parsePaging({ limit: '0' })).toEqual({ offset: 0, limit: 0 });
    expect(parsePaging({ limit: '5', offset: '10' })).toEqual({ offset: 10, limit: 5 });
  });

  it('reads the Range header, open-ended too', () => {
    expect(parsePaging({ range: '0-9' })).toEqual({ offset: 0, limit: 10 });
    expect(parsePaging({ range: '20-' })).toEqual({ offset: 20, limit: null });
    expect(parsePaging({ range: 'items=5-5' })).toEqual({ offset: 5, limit: 1 });
  });

  it('intersects the header with limit/offset, as PostgREST does', () => {
    expect(parsePaging({ range: '0-99', limit: '10', offset: '5' })).toEqual({
      offset: 5,
      limit: 10,
    });
    expect(parsePaging({ range: '50-59', limit: '10' })).toEqual({ offset: 50, limit: 0 });
  });

  it('answers 416 PGRST103 for an unsatisfiable or unreadable range', () => {
    expect(rangeFailure({ range: '9-0' })).toEqual({
      status: 416,
      body: {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details:
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
        hint: null,
      },
    });
    for (const range of ['abc', '-5', '1-2-3', 'bytes=0-9', "0-9'; drop table x"]) {
      expect(rangeFailure({ range })).toMatchObject({ status: 416, body: { code: 'PGRST103' } });
    }
    expect(rangeFailure({ limit: '-1' }).body.details).toBe(
      'Limit should be greater than or equal to zero.',
    );
  });

  it('clamps absurdly large numbers instead of overflowing', () => {
    expect(parsePaging({ limit: '9'.repeat(40) }).limit).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('parsePrefer', () => {
  it('reads count, return and missing, ignoring the rest', () => {
    expect(parsePrefer('count=exact, return=representation')).toEqual({
      count: 'exact',
      returning: 'representation',
      missingDefault: false,
    });
    expect(parsePrefer('return=minimal,count=planned,tx=rollback, missing=default')).toEqual({
      count: 'planned',
      returning: 'minimal',
      missingDefault: true,
    });
    expect(parsePrefer(undefined)).toEqual({ count: null, returning: null, missingDefault: false });
    expect(parsePrefer('count=everything').count).toBeNull();
  });
});
