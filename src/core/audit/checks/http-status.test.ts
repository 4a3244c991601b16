import { describe, expect, it } from 'vitest';
import { check } from './http-status.ts';

describe('http-status', () => {
  it('passes a 2xx or 3xx status', () => {
    expect(check.run({ statusCode: 200 }, { now: new Date() }).status).toBe('pass');
    expect(check.run({ statusCode: 304 }, { now: new Date() }).status).toBe('pass');
  });
  it('fails a 4xx or 5xx status and says what to do', () => {
    const r = check.run({ statusCode: 404 }, { now: new Date() });
    expect(r).toMatchObject({ status: 'fail', score: 0, value: 404 });
    expect(r.explanation).toMatch(/404/);
    expect(check.run({ statusCode: 503 }, { now: new Date() }).status).toBe('fail');
  });
  it('has no n/a: every page has a status', () => {
    expect(check.run({ statusCode: 599 }, { now: new Date() }).status).toBe('fail');
    expect(check.run({ statusCode: 600 }, { now: new Date() }).status).toBe('pass');
  });
});
