import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import { check } from './title.ts';

const run = (html: string) => check.run(artifactsOf(html), TEST_NOW);

describe('title', () => {
  it('passes one title of 30–60 characters (code points)', () => {
    const r = run('<title>Blue widgets, hand-made in Lisbon since 1972</title>');
    expect(r.status).toBe('pass');
    expect(r.value).toMatchObject({ length: 44, count: 1 });
    // 30 emoji are 60 UTF-16 units but 30 characters.
    expect(run(`<title>${'🙂'.repeat(30)}</title>`).status).toBe('pass');
  });
  it('warns for a short, a long or a repeated title', () => {
    expect(run('<title>Widgets</title>').status).toBe('warn');
    expect(run(`<title>${'w'.repeat(61)}</title>`).explanation).toMatch(/longer than 60/);
    const twice = run(
      '<title>Blue widgets, hand-made in Lisbon since 1972</title><title>Other</title>',
    );
    expect(twice).toMatchObject({ status: 'warn', score: 0.5 });
    expect(twice.explanation).toMatch(/2 <title> elements/);
  });
  it('fails a missing or blank title (Lighthouse document-title)', () => {
    expect(run('<p>no title</p>')).toMatchObject({ status: 'fail', score: 0 });
    expect(run('<title>  \n </title>').status).toBe('fail');
  });
  it('ignores SVG titles and has no n/a', () => {
    expect(run('<svg><title>An icon of a widget for the shop</title></svg>').status).toBe('fail');
  });
});
