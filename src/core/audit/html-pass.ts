import { Parser } from 'htmlparser2';
import { AnchorDraft } from './anchor-draft.ts';
import type {
  Anchor,
  Heading,
  ImageElement,
  LinkElement,
  MetaTag,
  Subresource,
} from './artifact-types.ts';
import { collapseWhitespace, countWords } from './text.ts';
import { resolveUrl } from './url.ts';

/** What one pass over the HTML finds (the body-derived part of the artifacts). */
export interface HtmlFacts {
  titles: string[];
  metas: MetaTag[];
  htmlLang: string | null;
  headings: Heading[];
  anchors: Anchor[];
  /** `<link>` elements, in document order. */
  links: LinkElement[];
  images: ImageElement[];
  jsonLd: string[];
  openGraph: Record<string, string>;
  subresources: Subresource[];
  wordCount: number;
}

/** Elements that may stand before `<body>` without starting it. */
const HEAD_CONTENT = new Set([
  'html',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'style',
  'script',
  'noscript',
  'template',
]);
/** Elements whose text is not visible page text. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'title']);
/** Elements whose content a browser with scripting on does not render (or keeps inert). */
const INERT = new Set(['template', 'noscript']);
const HEADING_LEVEL: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/**
 * Reads the page in one streaming htmlparser2 pass (callbacks, no DOM) and returns the
 * facts the checks need. `documentUrl` is the final URL; relative URLs are resolved
 * against the document's `<base href>` if any, else against it. Never throws on bad HTML.
 */
export function scanHtml(html: string, documentUrl: string): HtmlFacts {
  const facts: HtmlFacts = {
    titles: [],
    metas: [],
    htmlLang: null,
    headings: [],
    anchors: [],
    links: [],
    images: [],
    jsonLd: [],
    openGraph: {},
    subresources: [],
    wordCount: 0,
  };
  const names: string[] = [];
  const langs: (string | null)[] = [];
  const drafts: AnchorDraft[] = [];
  let anchor: AnchorDraft | null = null;
  let heading: { level: number; text: string; depth: number } | null = null;
  let title: string | null = null;
  let jsonLd: string | null = null;
  let baseHref: string | null = null;
  let bodyStarted = false;
  let svgDepth = 0;
  let inertDepth = 0;
  let hiddenTextDepth = 0;
  let inWord = false;
  let langCount = 0;
  let firstLang: { tag: string; value: string } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        inWord = false;
        const parentLang = langs.length ? (langs[langs.length - 1] ?? null) : null;
        const ownLang = attribs.lang;
        if (ownLang !== undefined) {
          langCount++;
          firstLang ??= { tag: name, value: ownLang };
        }
        const lang = ownLang ?? parentLang;
        if (anchor) anchor.openChild(lang);
        names.push(name);
        langs.push(lang);
        const depth = names.length;
        if (!bodyStarted && !HEAD_CONTENT.has(name)) bodyStarted = true;
        if (name === 'svg') svgDepth++;
        if (NOT_TEXT.has(name)) hiddenTextDepth++;
        if (INERT.has(name)) {
          inertDepth++;
          return;
        }
        if (inertDepth > 0) return;
        switch (name) {
          case 'a':
            anchor = new AnchorDraft(attribs, depth, lang, svgDepth > 0);
            drafts.push(anchor);
            break;
          case 'img':
            if (svgDepth > 0) break;
            facts.images.push({
              src: attribs.src ?? '',
              alt: attribs.alt ?? null,
              role: (attribs.role ?? '').trim().toLowerCase(),
              ariaHidden: (attribs['aria-hidden'] ?? '').trim().toLowerCase() === 'true',
            });
            if (attribs.src) facts.subresources.push({ kind: 'image', url: attribs.src });
            if (heading && attribs.alt) heading.text += ` ${attribs.alt} `;
            break;
          case 'meta': {
            const meta: MetaTag = {
              name: (attribs.name ?? '').toLowerCase(),
              property: (attribs.property ?? '').toLowerCase(),
              httpEquiv: (attribs['http-equiv'] ?? '').toLowerCase(),
              content: attribs.content ?? null,
            };
            facts.metas.push(meta);
            const og = meta.property.startsWith('og:') ? meta.property : meta.name;
            if (og.startsWith('og:') && meta.content !== null) facts.openGraph[og] ??= meta.content;
            break;
          }
          case 'link':
            if (svgDepth > 0) break;
            facts.links.push({
              rel: (attribs.rel ?? '').toLowerCase(),
              href: null,
              hrefRaw: attribs.href ?? '',
              hreflang: attribs.hreflang ?? '',
              source: bodyStarted ? 'body' : 'head',
            });
            if (attribs.href && /(^|\s)stylesheet(\s|$)/i.test(attribs.rel ?? '')) {
              facts.subresources.push({ kind: 'stylesheet', url: attribs.href });
            }
            break;
          case 'script': {
            if (attribs.src) facts.subresources.push({ kind: 'script', url: attribs.src });
            const type = (attribs.type ?? '').split(';')[0]?.trim().toLowerCase();
            if (type === 'application/ld+json') jsonLd = '';
            break;
          }
          case 'iframe':
            if (attribs.src) facts.subresources.push({ kind: 'iframe', url: attribs.src });
            break;
          case 'title':
            if (svgDepth === 0) title = '';
            break;
          case 'base':
            if (baseHref === null && attribs.href !== undefined) baseHref = attribs.href;
            break;
          case 'html':
            if (facts.htmlLang === null && ownLang !== undefined) facts.htmlLang = ownLang;
            break;
          default: {
            const level = HEADING_LEVEL[name];
            if (level !== undefined) heading = { level, text: '', depth };
          }
        }
      },
      ontext(data) {
        if (title !== null) title += data;
        else if (jsonLd !== null) jsonLd += data;
        if (anchor) anchor.addText(data, hiddenTextDepth === 0);
        if (hiddenTextDepth > 0) return;
        if (heading) heading.text += data;
        const words = countWords(data, inWord);
        facts.wordCount += words.count;
        inWord = words.inWord;
        if (!bodyStarted && words.count > 0) bodyStarted = true;
      },
      onclosetag(name) {
        inWord = false;
        const depth = names.length;
        if (anchor && depth === anchor.depth) anchor = null;
        if (heading && depth === heading.depth) {
          facts.headings.push({ level: heading.level, text: collapseWhitespace(heading.text) });
          heading = null;
        }
        if (name === 'title' && title !== null) {
          facts.titles.push(collapseWhitespace(title));
          title = null;
        }
        if (name === 'script' && jsonLd !== null) {
          facts.jsonLd.push(jsonLd);
          jsonLd = null;
        }
        if (name === 'svg') svgDepth--;
        if (NOT_TEXT.has(name)) hiddenTextDepth--;
        if (INERT.has(name)) inertDepth--;
        names.pop();
        langs.pop();
        if (anchor) anchor.closeChild();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);

  const single = firstLang as { tag: string; value: string } | null;
  const singleLang =
    langCount === 1 && single && (single.tag === 'html' || single.tag === 'body')
      ? single.value
      : null;
  const base = (baseHref !== null && resolveUrl(baseHref, documentUrl)) || documentUrl;
  for (const draft of drafts) {
    const a = draft.finish(singleLang);
    a.href = a.svg
      ? (resolveUrl(a.rawHref ?? '', documentUrl) ?? '')
      : a.rawHref === null
        ? ''
        : (resolveUrl(a.rawHref, base) ?? a.rawHref);
    facts.anchors.push(a);
  }
  for (const link of facts.links) link.href = link.hrefRaw ? resolveUrl(link.hrefRaw, base) : null;
  for (const sub of facts.subresources) sub.url = resolveUrl(sub.url, base) ?? sub.url;
  return facts;
}
