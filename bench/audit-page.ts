/**
 * A realistic ~1 MB HTML page built in memory for the audit benchmark: a head with meta,
 * Open Graph, JSON-LD, stylesheets and scripts; navigation; articles of headings,
 * paragraphs with inline links and emphasis, images, lists and tables; a footer.
 * Deterministic (seeded), so every run audits the same bytes.
 */

const WORDS = (
  'search engine page content site visitors ranking index crawl link title description ' +
  'garden coffee travel winter recipe market design studio energy bicycle ocean library ' +
  'the a of and to in for with on by from about into over under between through during'
).split(' ');

/** A small linear congruential generator: the same sequence on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Builds the page; `targetBytes` is approximate (the page stops at the first article past it). */
export function buildPage(targetBytes = 1_000_000): string {
  const rnd = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const parts: string[] = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${words(6)}</title>`,
    `<meta name="description" content="${words(18)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta property="og:title" content="${words(5)}"><meta property="og:image" content="https://cdn.example.com/og.png">`,
    '<link rel="canonical" href="https://www.example.com/articles/benchmark">',
    '<link rel="alternate" hreflang="de" href="https://www.example.com/de/articles/benchmark">',
    '<link rel="stylesheet" href="/assets/site.css"><script src="/assets/app.js" defer></script>',
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Benchmark"}</script>',
    `<style>${'.c{color:#333;margin:0 auto}'.repeat(40)}</style></head><body>`,
    '<header><nav><ul>',
  ];
  for (let i = 0; i < 40; i++) parts.push(`<li><a href="/section/${i}">${words(2)}</a></li>`);
  parts.push('</ul></nav></header><main><h1>Benchmark article about search</h1>');
  let size = parts.join('').length;
  for (let article = 0; size < targetBytes; article++) {
    const chunk: string[] = [`<article id="a${article}"><h2>${words(5)}</h2>`];
    for (let s = 0; s < 3; s++) {
      chunk.push(`<section><h3 class="t">${words(4)}</h3>`);
      for (let p = 0; p < 4; p++) {
        chunk.push(
          `<p class="body">${words(20)} <a href="/articles/${article}-${s}-${p}" title="${words(2)}">${words(3)}</a> ` +
            `${words(15)} <strong>${words(3)}</strong> &amp; <em>${words(2)}</em> ${words(25)}.</p>`,
        );
      }
      chunk.push(
        `<figure><img src="/img/${article}-${s}.jpg" alt="${words(4)}" width="640" height="360" loading="lazy">` +
          `<figcaption>${words(8)}</figcaption></figure>`,
        `<ul>${Array.from({ length: 4 }, () => `<li>${words(6)}</li>`).join('')}</ul>`,
        `<table><tr><th>${words(1)}</th><th>${words(1)}</th></tr><tr><td>${words(3)}</td><td>${words(3)}</td></tr></table></section>`,
      );
    }
    chunk.push('</article>');
    const html = chunk.join('');
    parts.push(html);
    size += html.length;
  }
  parts.push(
    '</main><footer><p>© Example</p><a href="https://twitter.com/example" rel="nofollow">Twitter</a></footer>',
    '<script>window.dataLayer=window.dataLayer||[];</script></body></html>',
  );
  return parts.join('');
}
