import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import { check } from './mobile-viewport.ts';

const run = (content: string | null) =>
  check.run(
    artifactsOf(
      content === null ? '<title>x</title>' : `<meta name="viewport" content="${content}">`,
    ),
    TEST_NOW,
  );

describe('mobile-viewport', () => {
  it('passes width=device-width or a set width', () => {
    expect(run('width=device-width, initial-scale=1').status).toBe('pass');
    expect(run('width=600').status).toBe('pass');
  });
  it('warns when zooming is blocked', () => {
    expect(run('width=device-width, user-scalable=no').status).toBe('warn');
    expect(run('width=device-width; maximum-scale=1.0').status).toBe('warn');
    expect(run('width=device-width, maximum-scale=5').status).toBe('pass');
  });
  it('fails without a viewport, or one without a width', () => {
    expect(run(null)).toMatchObject({ status: 'fail', score: 0 });
    expect(run('initial-scale=1').status).toBe('fail');
  });
  it('has no n/a: a page without <head> still fails', () => {
    expect(check.run(artifactsOf(''), TEST_NOW).status).toBe('fail');
  });
});
