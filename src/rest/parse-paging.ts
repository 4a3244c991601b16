import type { Paging } from './query-types.ts';
import { queryParamError, RestFailure, rangeError } from './rest-error.ts';

const DIGITS = /^\d+$/;

function count(name: 'limit' | 'offset', raw: string): number {
  const value = raw.trim();
  if (name === 'limit' && /^-\d+$/.test(value)) {
    throw new RestFailure(rangeError('Limit should be greater than or equal to zero.'));
  }
  if (!DIGITS.test(value)) {
    throw new RestFailure(
      queryParamError(
        `"failed to parse ${name} parameter (${raw})" (line 1, column 1)`,
        `${name} must be a whole number of rows, 0 or more`,
      ),
    );
  }
  return Math.min(Number(value), Number.MAX_SAFE_INTEGER);
}

/** A `Range` header: `0-9`, `10-` (also `items=0-9`), as first and last row (inclusive). */
function headerRange(raw: string): { lower: number; upper: number } {
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(raw.trim());
  if (match === null) {
    throw new RestFailure(
      rangeError('The Range header must look like 0-9 (first and last row, counted from 0).'),
    );
  }
  const lower = Math.min(Number(match[1]), Number.MAX_SAFE_INTEGER);
  const upper = match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2]);
  if (lower > upper) {
    throw new RestFailure(
      rangeError(
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      ),
    );
  }
  return { lower, upper };
}

/**
 * Which rows to return, from `limit=`, `offset=` and the `Range` header (PostgREST takes the
 * intersection of the header's range and the parameters' range).
 *
 * @example
 * parsePaging({ limit: '10', offset: '20' }); // { offset: 20, limit: 10 }
 * parsePaging({ range: '0-9' });              // { offset: 0, limit: 10 }
 */
export function parsePaging(input: { limit?: string; offset?: string; range?: string }): Paging {
  const offset = input.offset === undefined ? 0 : count('offset', input.offset);
  const limit = input.limit === undefined ? null : count('limit', input.limit);
  let lower = offset;
  let upper = limit === null ? Number.POSITIVE_INFINITY : offset + limit - 1;
  if (input.range !== undefined) {
    const header = headerRange(input.range);
    lower = Math.max(lower, header.lower);
    upper = Math.min(upper, header.upper);
  }
  return {
    offset: lower,
    limit: upper === Number.POSITIVE_INFINITY ? null : Math.max(0, upper - lower + 1),
  };
}
