import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import { check } from './crawlable-links.ts';

const run = (html: string) => check.run(artifactsOf(html), TEST_NOW);
const reasons = (html: string) =>
  ((run(html).items ?? []) as { reason: string }[]).map((i) => i.reason);

describe('crawlable-links', () => {
  it('passes real hrefs, mailto:, named and id anchors, ARIA widgets and plain placeholders', () => {
    const html = [
      '<a href="/pricing">Pricing</a>',
      '<a href="https://example.com/x">X</a>',
      '<a href="mailto:a@example.com">Mail</a>',
      '<a id="top"></a>',
      '<a name="section">Section</a>',
      '<a role="button" onclick="open()">Menu</a>',
      '<a>Placeholder</a>',
    ].join('');
    expect(run(html)).toMatchObject({
      status: 'pass',
      score: 1,
      value: { links: 7, uncrawlable: 0 },
    });
  });
  it('fails javascript:, file:, empty and unparsable hrefs', () => {
    const html = [
      '<a href="javascript:void(0)">a</a>',
      '<a href="javascript:;">b</a>',
      '<a href="file:///C:/page.html">c</a>',
      '<a href=" ">d</a>',
      '<a href="http://[bad">e</a>',
      '<a href="http://exa mple.com/">spaces are dropped, as Lighthouse does</a>',
    ].join('');
    expect(reasons(html)).toEqual([
      'javascript: URL',
      'javascript: URL',
      'file: URL',
      'empty href',
      'unparsable URL',
    ]);
  });
  it('fails a link with no href but an inline handler or href-only attributes', () => {
    expect(
      reasons('<a onclick="go()">a</a><a onmousedown="go()">b</a><a target="_blank">c</a>'),
    ).toEqual(['no href, only onclick', 'no href, only onmousedown', 'missing href']);
  });
  it('is n/a on a page without links', () => {
    expect(run('<p>No links here</p>')).toMatchObject({ status: 'n/a', score: null });
  });
});
