import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_URL } from './audit-testing.ts';
import { parseLinkHeader, parseRobotsHeader } from './headers.ts';

describe('collectArtifacts (one htmlparser2 pass)', () => {
  it('reads titles, metas (names lower-cased), lang, headings and Open Graph', () => {
    const a = artifactsOf(
      '<html lang="pt-BR"><head><title> Blue \n widget </title><META NAME="Description" content="d">' +
        '<meta property="og:title" content="OG"><meta property="og:title" content="second"></head>' +
        '<body><h1>Main <em>topic</em></h1><h3>Deep</h3></body></html>',
    );
    expect(a.titles).toEqual(['Blue widget']);
    expect(a.metas.map((m) => m.name)).toEqual(['description', '', '']);
    expect(a.htmlLang).toBe('pt-BR');
    expect(a.headings).toEqual([
      { level: 1, text: 'Main topic' },
      { level: 3, text: 'Deep' },
    ]);
    expect(a.openGraph).toEqual({ 'og:title': 'OG' });
  });
  it('tells head links from body links, and adds Link header entries after them', () => {
    const a = artifactsOf(
      '<head><link rel="canonical" href="/a"></head><link rel="alternate" hreflang="de" href="/de">' +
        '<body><link rel="canonical" href="/b"></body>',
      { headers: { link: '</c>; rel="canonical"' } },
    );
    expect(a.linkElements.map((l) => [l.rel, l.source, l.href])).toEqual([
      ['canonical', 'head', 'https://shop.example.com/a'],
      ['alternate', 'head', 'https://shop.example.com/de'],
      ['canonical', 'body', 'https://shop.example.com/b'],
      ['canonical', 'headers', 'https://shop.example.com/c'],
    ]);
  });
  it('resolves links against <base href> and keeps unparsable hrefs as written', () => {
    const a = artifactsOf(
      '<base href="https://cdn.example.com/x/"><a href="y">Y</a><a href="http://[">Z</a>',
    );
    expect(a.anchors.map((x) => x.href)).toEqual(['https://cdn.example.com/x/y', 'http://[']);
  });
  it('collects link text without scripts or image alt, and SVG links', () => {
    const a = artifactsOf(
      '<a href="/a"> Read <img alt="icon"> <b>more</b><script>var x</script> </a>' +
        '<svg><a href="/s"><text>here</text></a></svg>',
    );
    expect(a.anchors.map((x) => [x.text, x.svg])).toEqual([
      ['Read more', false],
      ['here', true],
    ]);
    expect(a.anchors[0]?.href).toBe('https://shop.example.com/a');
  });
  it('counts visible words only, an entity inside a word included', () => {
    const a = artifactsOf(
      '<head><title>Not counted</title><style>p{}</style></head>' +
        '<body><p>Caf&eacute; au lait</p><script>var a = 1</script><noscript>no</noscript><p>two words</p></body>',
    );
    expect(a.wordCount).toBe(5);
  });
  it('skips <template> and <noscript> content', () => {
    const a = artifactsOf(
      '<template><a href="/t">t</a><img src="t.png"></template><noscript><a href="/n">n</a></noscript>',
    );
    expect(a.anchors).toEqual([]);
    expect(a.images).toEqual([]);
  });
  it('passes the snapshot fields through', () => {
    const a = artifactsOf('', { statusCode: 404 });
    expect([a.url, a.finalUrl, a.statusCode]).toEqual([TEST_URL, TEST_URL, 404]);
  });
});

describe('headers', () => {
  it('parses a Link header list, resolving URLs', () => {
    const { links, error } = parseLinkHeader(
      '<http://example.com>;rel="alternate";hreflang="xx", </c>; rel="Canonical"',
      TEST_URL,
    );
    expect(error).toBeNull();
    expect(links).toEqual([
      {
        rel: 'alternate',
        href: 'http://example.com/',
        hrefRaw: 'http://example.com',
        hreflang: 'xx',
        source: 'headers',
      },
      {
        rel: 'canonical',
        href: 'https://shop.example.com/c',
        hrefRaw: '/c',
        hreflang: '',
        source: 'headers',
      },
    ]);
  });
  it('reports a malformed Link header instead of throwing', () => {
    const { links, error } = parseLinkHeader('garbage', TEST_URL);
    expect(links).toEqual([]);
    expect(error).toMatch(/Unexpected character/);
  });
  it('groups X-Robots-Tag directives by bot, keeping dates with colons whole', () => {
    expect(parseRobotsHeader('noindex, googlebot: nofollow, noarchive')).toEqual([
      { userAgent: undefined, directives: 'noindex', source: 'noindex' },
      {
        userAgent: 'googlebot',
        directives: 'nofollow, noarchive',
        source: 'googlebot: nofollow, noarchive',
      },
    ]);
    expect(
      parseRobotsHeader('unavailable_after: 25 Jun 2010 15:00:00 PST, max-snippet: 20'),
    ).toEqual([
      {
        userAgent: undefined,
        directives: 'unavailable_after: 25 Jun 2010 15:00:00 PST, max-snippet: 20',
        source: 'unavailable_after: 25 Jun 2010 15:00:00 PST, max-snippet: 20',
      },
    ]);
    expect(parseRobotsHeader(undefined)).toEqual([]);
  });
});
