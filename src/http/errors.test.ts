import { describe, expect, it } from 'vitest';
import { FETCH_ERROR_STATUS } from '../fetcher/index.ts';
import { codeForStatus, ERRORS } from './errors.ts';

describe('error catalogue', () => {
  it('lists every fetch failure with the status the fetcher documents', () => {
    for (const [code, status] of Object.entries(FETCH_ERROR_STATUS)) {
      expect(ERRORS[code as keyof typeof ERRORS]?.status, code).toBe(status);
    }
  });

  it('maps a bare status to its generic code, never to a specific cause', () => {
    expect(codeForStatus(400)).toBe('bad_request');
    expect(codeForStatus(502)).toBe('internal');
    expect(codeForStatus(429)).toBe('rate_limited');
    expect(codeForStatus(418)).toBe('bad_request');
  });
});
