import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import { check } from './meta-description.ts';

const run = (html: string) => check.run(artifactsOf(html), TEST_NOW);
const GOOD =
  'Blue widgets hand-made in Lisbon: solid oak, brass fittings, shipped free across Europe.';

describe('meta-description', () => {
  it('passes one description of 70–160 characters, name matched case-insensitively', () => {
    const r = run(`<meta name="Description" content="${GOOD}">`);
    expect(r.status).toBe('pass');
    expect(r.value).toMatchObject({ length: GOOD.length, count: 1 });
  });
  it('warns for a short, a long or a repeated description', () => {
    expect(run('<meta name="description" content="Widgets.">').status).toBe('warn');
    expect(run(`<meta name="description" content="${'x'.repeat(161)}">`).status).toBe('warn');
    const twice = run(
      `<meta name="description" content="${GOOD}"><meta name="description" content="${GOOD}">`,
    );
    expect(twice.status).toBe('warn');
    expect(twice.explanation).toMatch(/2 meta descriptions/);
  });
  it('fails a missing or blank description (Lighthouse meta-description)', () => {
    expect(run('<title>x</title>').status).toBe('fail');
    expect(run('<meta name="description" content="   ">').status).toBe('fail');
    expect(run('<meta name="description">').status).toBe('fail');
  });
  it('has no n/a: og:description does not count', () => {
    expect(run(`<meta property="og:description" content="${GOOD}">`).status).toBe('fail');
  });
});
