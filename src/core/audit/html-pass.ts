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
import {
  type Attributes,
  headingLevel,
  isJsonLdType,
  isStylesheet,
  readImage,
  readLink,
  readMeta,
} from './element-facts.ts';
import { collapseWhitespace, countWords, endsInWord } from './text.ts';
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

/**
 * Reads the page in one streaming htmlparser2 pass (callbacks, no DOM) and returns the
 * facts the checks need. Relative URLs are resolved against the document's `<base href>`
 * if any, else `documentUrl` (the final URL). Never throws on bad HTML.
 * Content of `<template>` and `<noscript>` is skipped, as a browser running scripts
 * (Lighthouse's Chrome) does not render it; script, style and title text is not page text.
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
  const drafts: AnchorDraft[] = [];
  // Closest-lang bookkeeping: only elements with a lang attribute are stacked.
  const langDepths: number[] = [];
  const langValues: string[] = [];
  let depth = 0;
  let pendingLang: string | undefined;
  let langCount = 0;
  let firstLangTag = '';
  let firstLangValue = '';
  let anchor: AnchorDraft | null = null;
  let heading: { level: number; text: string; depth: number } | null = null;
  let title: string | null = null;
  let jsonLd: string | null = null;
  let baseHref: string | null = null;
  let bodyStarted = false;
  let svgDepth = 0;
  let inertDepth = 0;
  let hiddenText = 0;
  let inWord = false;

  const parser = new Parser(
    {
      onopentag(name, attribs: Attributes) {
        inWord = false;
        depth++;
        pendingLang = attribs.lang;
        if (pendingLang !== undefined) {
          if (langCount++ === 0) {
            firstLangTag = name;
            firstLangValue = pendingLang;
          }
          langDepths.push(depth);
          langValues.push(pendingLang);
          pendingLang = undefined;
        }
        const lang = langValues.length > 0 ? (langValues[langValues.length - 1] ?? null) : null;
        if (anchor) anchor.openChild(lang);
        if (!bodyStarted && !HEAD_CONTENT.has(name)) bodyStarted = true;
        if (inertDepth > 0) {
          if (name === 'template' || name === 'noscript') {
            inertDepth++;
            hiddenText++;
          }
          return;
        }
        switch (name) {
          case 'a':
            anchor = new AnchorDraft(attribs, depth, lang, svgDepth > 0);
            drafts.push(anchor);
            return;
          case 'img':
            if (svgDepth > 0) return;
            facts.images.push(readImage(attribs));
            if (attribs.src) facts.subresources.push({ kind: 'image', url: attribs.src });
            if (heading && attribs.alt) heading.text += ` ${attribs.alt} `;
            return;
          case 'meta': {
            const meta = readMeta(attribs);
            facts.metas.push(meta);
            const og = meta.property.startsWith('og:') ? meta.property : meta.name;
            if (og.startsWith('og:') && meta.content !== null) facts.openGraph[og] ??= meta.content;
            return;
          }
          case 'link':
            if (svgDepth > 0) return;
            facts.links.push(readLink(attribs, bodyStarted));
            if (attribs.href && isStylesheet(attribs.rel ?? '')) {
              facts.subresources.push({ kind: 'stylesheet', url: attribs.href });
            }
            return;
          case 'script':
            hiddenText++;
            if (attribs.src) facts.subresources.push({ kind: 'script', url: attribs.src });
            if (isJsonLdType(attribs.type)) jsonLd = '';
            return;
          case 'style':
            hiddenText++;
            return;
          case 'title':
            hiddenText++;
            if (svgDepth === 0) title = '';
            return;
          case 'template':
          case 'noscript':
            hiddenText++;
            inertDepth++;
            return;
          case 'iframe':
            if (attribs.src) facts.subresources.push({ kind: 'iframe', url: attribs.src });
            return;
          case 'svg':
            svgDepth++;
            return;
          case 'base':
            if (baseHref === null && attribs.href !== undefined) baseHref = attribs.href;
            return;
          case 'html':
            if (facts.htmlLang === null && attribs.lang !== undefined)
              facts.htmlLang = attribs.lang;
            return;
          default: {
            const level = headingLevel(name);
            if (level > 0) heading = { level, text: '', depth };
          }
        }
      },
      ontext(data) {
        if (title !== null) title += data;
        else if (jsonLd !== null) jsonLd += data;
        if (anchor) anchor.addText(data, hiddenText === 0);
        if (hiddenText > 0) return;
        if (heading) heading.text += data;
        const words = countWords(data, inWord);
        facts.wordCount += words;
        inWord = endsInWord(data, inWord);
        if (words > 0) bodyStarted = true;
      },
      onclosetag(name) {
        inWord = false;
        if (anchor && depth === anchor.depth) anchor = null;
        if (heading && depth === heading.depth) {
          facts.headings.push({ level: heading.level, text: collapseWhitespace(heading.text) });
          heading = null;
        }
        // Inside inert content only the inert elements themselves were counted on opening.
        const counted = inertDepth === 0 || name === 'template' || name === 'noscript';
        switch (counted ? name : '') {
          case 'title':
            hiddenText--;
            if (title !== null) facts.titles.push(collapseWhitespace(title));
            title = null;
            break;
          case 'script':
            hiddenText--;
            if (jsonLd !== null) facts.jsonLd.push(jsonLd);
            jsonLd = null;
            break;
          case 'style':
            hiddenText--;
            break;
          case 'template':
          case 'noscript':
            hiddenText--;
            inertDepth--;
            break;
          case 'svg':
            svgDepth--;
            break;
        }
        if (langDepths.length > 0 && langDepths[langDepths.length - 1] === depth) {
          langDepths.pop();
          langValues.pop();
        }
        depth--;
        if (anchor) anchor.closeChild();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);

  const singleLang =
    langCount === 1 && (firstLangTag === 'html' || firstLangTag === 'body') ? firstLangValue : null;
  const base = (baseHref !== null && resolveUrl(baseHref, documentUrl)) || documentUrl;
  for (const draft of drafts) facts.anchors.push(draft.finish(singleLang, base, documentUrl));
  for (const link of facts.links) link.href = link.hrefRaw ? resolveUrl(link.hrefRaw, base) : null;
  for (const sub of facts.subresources) sub.url = resolveUrl(sub.url, base) ?? sub.url;
  return facts;
}
