import { describe, expect, it } from 'vitest';
import type { RobotsTxtArtifact } from '../artifact-types.ts';
import { TEST_NOW } from '../audit-testing.ts';
import { check } from './robots-txt.ts';

const run = (robotsTxt: RobotsTxtArtifact) => check.run({ robotsTxt }, TEST_NOW);

describe('robots-txt', () => {
  it('passes a file where every line parses', () => {
    const content = [
      '# comment',
      'User-agent: *',
      'Disallow: /admin/',
      'Allow: /*.css$',
      'Crawl-delay: 2',
      'Sitemap: https://example.com/sitemap.xml',
    ].join('\n');
    expect(run({ status: 200, content })).toMatchObject({ status: 'pass', score: 1 });
  });
  it('fails lines Lighthouse rejects, listing each', () => {
    const content = [
      'Disallow: /before-any-agent',
      'User-agent: *',
      'Disallow: admin',
      'Disallow: /a$b',
      'Sitemap: /sitemap.xml',
      'Unknown: x',
      'just words',
      'User-agent:',
    ].join('\r\n');
    const r = run({ status: 200, content });
    expect(r.status).toBe('fail');
    expect(
      (r.items as { line: number; message: string }[]).map((i) => [i.line, i.message]),
    ).toEqual([
      [1, 'No user-agent specified'],
      [3, 'Pattern should either be empty, start with "/" or "*"'],
      [4, '"$" should only be used at the end of the pattern'],
      [5, 'Invalid sitemap URL'],
      [6, 'Unknown directive'],
      [7, 'Syntax not understood'],
      [8, 'No user-agent specified'],
    ]);
  });
  it('fails a 5xx, a 429 or an unreachable robots.txt', () => {
    expect(run({ status: 503, content: 'oops' }).status).toBe('fail');
    expect(run({ status: 429, content: null }).status).toBe('fail');
    expect(run({ status: null, content: null, error: 'ECONNREFUSED' }).explanation).toMatch(
      /ECONNREFUSED/,
    );
  });
  it('is n/a for a 4xx or an empty file', () => {
    expect(run({ status: 404, content: 'Not found' })).toMatchObject({
      status: 'n/a',
      score: null,
    });
    expect(run({ status: 200, content: '' }).status).toBe('n/a');
  });
});
