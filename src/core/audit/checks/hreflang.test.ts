import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import type { PageSnapshot } from '../types.ts';
import { check } from './hreflang.ts';

const run = (html: string, overrides: Partial<PageSnapshot> = {}) =>
  check.run(artifactsOf(html, overrides), TEST_NOW);

describe('hreflang', () => {
  it('passes valid codes (any case, with script and region) and x-default', () => {
    const html = [
      '<link rel="alternate" hreflang="es" href="https://lat.example.com">',
      '<LINK REL="ALTERNATE" HREFLANG="zh-Hans-TW" HREF="https://zh.example.com">',
      '<link rel="alternate" hreflang="x-default" href="http://example.com/">',
    ].join('');
    expect(run(html)).toMatchObject({ status: 'pass', value: { alternates: 3, invalid: 0 } });
  });
  it('fails an unknown code, a missing or relative href, a padded code, in HTML or header', () => {
    const html = [
      '<link rel="alternate" hreflang="xx" href="https://xx.example.com">',
      '<link rel="alternate" hreflang="es">',
      '<link rel="alternate" hreflang="es" href="/example.html">',
      '<link rel="alternate" hreflang=" x-default" href="http://example.com/">',
    ].join('');
    const r = run(html, {
      headers: { link: '<http://example.com>; rel="alternate"; hreflang="xx"' },
    });
    expect(r.status).toBe('fail');
    expect((r.items as { reasons: string[] }[]).map((i) => i.reasons)).toEqual([
      ['Unexpected language code'],
      ['Relative href value'],
      ['Relative href value'],
      ['Unexpected language code'],
      ['Unexpected language code'],
    ]);
  });
  it('ignores alternates in <body>', () => {
    const html = '<p>x</p><link rel="alternate" hreflang="nonsense" href="/x">';
    expect(run(html).status).toBe('n/a');
  });
  it('is n/a without hreflang alternates', () => {
    expect(run('<link rel="alternate" type="application/rss+xml" href="/feed">')).toMatchObject({
      status: 'n/a',
      score: null,
    });
  });
});
