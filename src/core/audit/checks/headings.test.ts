import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import { check } from './headings.ts';

const run = (html: string) => check.run(artifactsOf(html), TEST_NOW);

describe('headings', () => {
  it('passes exactly one non-empty h1 and an orderly outline', () => {
    const r = run('<h1>Blue widget</h1><h2>Specs</h2><h3>Size</h3><h2>Reviews</h2>');
    expect(r.status).toBe('pass');
    expect(r.value).toMatchObject({ h1: 1, outline: ['h1', 'h2', 'h3', 'h2'] });
  });
  it('counts an image alt as heading text', () => {
    expect(run('<h1><img src="logo.png" alt="Acme"></h1>').status).toBe('pass');
  });
  it('warns for several h1 or a skipped level', () => {
    const two = run('<h1>One</h1><h1>Two</h1>');
    expect(two.status).toBe('warn');
    expect(two.items).toEqual([{ heading: 'h1', text: 'Two' }]);
    const skip = run('<h1>Widget</h1><h2>Specs</h2><h4>Size</h4>');
    expect(skip.status).toBe('warn');
    expect(skip.explanation).toMatch(/h2 → h4/);
  });
  it('fails without a non-empty h1', () => {
    expect(run('<h2>Only a subheading</h2>').status).toBe('fail');
    expect(run('<h1>  </h1>').explanation).toMatch(/empty/);
  });
  it('has no n/a: an empty page fails', () => {
    expect(run('').status).toBe('fail');
  });
});
