import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW, TEST_URL } from '../audit-testing.ts';
import type { PageSnapshot } from '../types.ts';
import { check } from './canonical.ts';

const run = (html: string, overrides: Partial<PageSnapshot> = {}) =>
  check.run(artifactsOf(html, overrides), TEST_NOW);
const link = (href: string) => `<head><link rel="canonical" href="${href}"></head>`;

describe('canonical', () => {
  it('passes one absolute canonical, in HTML or the Link header, or both agreeing', () => {
    expect(run(link(TEST_URL)).status).toBe('pass');
    expect(run('', { headers: { link: `<${TEST_URL}>; rel="canonical"` } }).status).toBe('pass');
    expect(
      run(link(TEST_URL), { headers: { link: `<${TEST_URL}>; rel="canonical"` } }).status,
    ).toBe('pass');
  });
  it('fails conflicting URLs from the HTML and the Link header', () => {
    const r = run(link('https://example.com/other'), {
      headers: { link: '<https://example.com>; rel="canonical"' },
    });
    expect(r.status).toBe('fail');
    expect(r.explanation).toContain(
      'Multiple conflicting URLs (https://example.com/other, https://example.com/)',
    );
  });
  it('fails a relative or an invalid canonical', () => {
    expect(run(link('/products/blue-widget')).explanation).toMatch(/not an absolute URL/);
    expect(run(link('https://[bad')).explanation).toMatch(/Invalid URL/);
  });
  it('fails a canonical to the site root from a deeper page', () => {
    expect(run(link('https://shop.example.com/')).explanation).toMatch(/root URL/);
  });
  it('fails a canonical pointing at another hreflang alternate', () => {
    const html =
      `<link rel="alternate" hreflang="en" href="${TEST_URL}">` +
      '<link rel="alternate" hreflang="de" href="https://shop.example.com/de/blue-widget">' +
      '<link rel="canonical" href="https://shop.example.com/de/blue-widget">';
    expect(run(html).explanation).toMatch(/another hreflang/);
  });
  it('ignores canonical links in <body>', () => {
    expect(run(`<body><p>x</p><link rel="canonical" href="/relative"></body>`).status).toBe('n/a');
  });
  it('is n/a without a canonical; warns when the URL has a query string', () => {
    expect(run('<title>x</title>')).toMatchObject({ status: 'n/a', score: null });
    const query = `${TEST_URL}?color=blue`;
    expect(run('', { url: query, finalUrl: query }).status).toBe('warn');
  });
});
