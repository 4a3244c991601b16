import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import { check } from './https.ts';

const run = (html: string, finalUrl = 'https://example.com/page') =>
  check.run(artifactsOf(html, { url: finalUrl, finalUrl }), TEST_NOW);

describe('https', () => {
  it('passes an https page loading everything over https (relative URLs included)', () => {
    const html = '<script src="/app.js"></script><img src="//cdn.example.com/a.png">';
    expect(run(html)).toMatchObject({ status: 'pass', value: { mixedContent: 0 } });
  });
  it('warns for mixed content: http scripts, stylesheets, images, iframes', () => {
    const html = [
      '<script src="http://cdn.example.com/a.js"></script>',
      '<link rel="stylesheet" href="http://cdn.example.com/a.css">',
      '<img src="http://cdn.example.com/a.png">',
      '<iframe src="http://video.example.com/embed"></iframe>',
      '<a href="http://other.example.com/">links are not subresources</a>',
    ].join('');
    const r = run(html);
    expect(r.status).toBe('warn');
    expect((r.items as { kind: string }[]).map((i) => i.kind)).toEqual([
      'script',
      'stylesheet',
      'image',
      'iframe',
    ]);
  });
  it('resolves against <base href> when judging subresources', () => {
    expect(run('<base href="http://old.example.com/"><img src="a.png">').status).toBe('warn');
  });
  it('fails an http page; has no n/a', () => {
    expect(run('', 'http://example.com/')).toMatchObject({ status: 'fail', score: 0 });
  });
});
