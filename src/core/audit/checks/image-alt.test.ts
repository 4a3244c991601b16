import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import { check } from './image-alt.ts';

const run = (html: string) => check.run(artifactsOf(html), TEST_NOW);

describe('image-alt', () => {
  it('passes images with alt, an empty alt included', () => {
    expect(run('<img src="a.png" alt="Blue widget"><img src="b.png" alt="">').status).toBe('pass');
  });
  it('fails images without alt, listing them', () => {
    const r = run('<img src="a.png" alt="A"><img src="b.png"><IMAGE src="c.png">');
    expect(r).toMatchObject({ status: 'fail', value: { images: 3, missingAlt: 2 } });
    expect(r.items).toEqual([{ src: 'b.png' }, { src: 'c.png' }]);
  });
  it('is n/a with no images, or only decorative or hidden ones (and ignores <noscript>)', () => {
    expect(run('<p>text</p>')).toMatchObject({ status: 'n/a', score: null });
    const html =
      '<img src="a.png" role="presentation"><img src="b.png" role="none">' +
      '<img src="c.png" aria-hidden="true"><noscript><img src="pixel.gif"></noscript>';
    expect(run(html).status).toBe('n/a');
  });
});
