import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import { check } from './link-text.ts';

const run = (html: string) => check.run(artifactsOf(html), TEST_NOW);
const texts = (html: string) =>
  ((run(html).items ?? []) as { text: string; textLang?: string }[]).map((i) => [
    i.text,
    i.textLang,
  ]);

describe('link-text', () => {
  it('passes descriptive links', () => {
    expect(run('<a href="/pricing">Pricing for teams</a>')).toMatchObject({
      status: 'pass',
      score: 1,
    });
  });
  it('fails generic text, trimmed and case-insensitive, and bare URLs', () => {
    expect(texts('<a href="/a"> Click Here </a><a href="/b">https://example.com/b</a>')).toEqual([
      ['Click Here', undefined],
      ['https://example.com/b', undefined],
    ]);
  });
  it('judges text in the link’s language (own lang, the one language inside, or the page’s)', () => {
    const html =
      '<html lang="en"><body>' +
      '<a href="/a" lang="de">hier</a>' + // generic in German
      '<a href="/b" lang="de">here</a>' + // "here" is not a German generic text
      '<a href="/c"><span lang="de-CH">Start</span></a>' + // German inside: not generic
      '<a href="/d"><span lang="de">click</span> <span lang="fr">here</span></a>' + // mixed: any language
      '</body></html>';
    expect(texts(html)).toEqual([
      ['hier', 'de'],
      ['click here', undefined],
    ]);
  });
  it('uses the page’s only lang for every link', () => {
    expect(texts('<html lang="de"><a href="/a">more</a><a href="/b">mehr</a></html>')).toEqual([
      ['mehr', 'de'],
    ]);
  });
  it('skips nofollow, javascript:, mailto: and same-page links, and image alt text', () => {
    const html = [
      '<a href="/x" rel="nofollow">here</a>',
      '<a href="javascript:go()">here</a>',
      '<a href="mailto:a@example.com">here</a>',
      '<a href="#reviews">here</a>',
      '<a href="/y"><img src="i.png" alt="here"> Blue widgets</a>',
    ].join('');
    expect(run(html).status).toBe('pass');
  });
  it('is n/a when no link leads to another page', () => {
    expect(run('<a href="#top">more</a><a>more</a>')).toMatchObject({ status: 'n/a', score: null });
  });
});
