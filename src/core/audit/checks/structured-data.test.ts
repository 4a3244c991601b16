import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import { check } from './structured-data.ts';

const run = (html: string) => check.run(artifactsOf(html), TEST_NOW);
const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
const OG =
  '<meta property="og:title" content="Blue widget"><meta property="og:description" content="Oak">' +
  '<meta property="og:image" content="https://example.com/w.png">';

describe('structured-data', () => {
  it('passes JSON-LD blocks that parse and have @type (objects, arrays, @graph)', () => {
    const html =
      ld('{"@context":"https://schema.org","@type":"Product","name":"Widget"}') +
      ld('[{"@type":"Organization"}]') +
      ld('{"@graph":[{"@type":"WebSite"},{"@type":"WebPage"}]}');
    const r = run(html);
    expect(r.status).toBe('pass');
    expect(r.value).toMatchObject({ jsonLd: 3, types: ['Product', '@graph'] });
  });
  it('passes complete Open Graph tags without JSON-LD', () => {
    expect(run(OG).status).toBe('pass');
  });
  it('fails a JSON-LD block that does not parse', () => {
    const r = run(ld('{"@type": "Product",}') + ld('{"@type":"Thing"}'));
    expect(r.status).toBe('fail');
    expect(r.items).toHaveLength(1);
  });
  it('warns for JSON-LD without @type, or neither JSON-LD nor complete Open Graph', () => {
    expect(run(ld('{"name":"Widget"}')).status).toBe('warn');
    const r = run('<meta property="og:title" content="Blue widget">');
    expect(r.status).toBe('warn');
    expect(r.explanation).toMatch(/og:description, og:image/);
  });
  it('has no n/a: a bare page warns', () => {
    expect(run('').status).toBe('warn');
  });
});
