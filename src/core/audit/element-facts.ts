import type { ImageElement, LinkElement, MetaTag } from './artifact-types.ts';

/** Attributes of an element as htmlparser2 reports them (names lower-cased). */
export type Attributes = Record<string, string>;

/** A `<meta>` element; names lower-cased as Lighthouse's MetaElements gatherer does. */
export function readMeta(attribs: Attributes): MetaTag {
  return {
    name: (attribs.name ?? '').toLowerCase(),
    property: (attribs.property ?? '').toLowerCase(),
    httpEquiv: (attribs['http-equiv'] ?? '').toLowerCase(),
    content: attribs.content ?? null,
  };
}

/** An `<img>` element. */
export function readImage(attribs: Attributes): ImageElement {
  return {
    src: attribs.src ?? '',
    alt: attribs.alt ?? null,
    role: (attribs.role ?? '').trim().toLowerCase(),
    ariaHidden: (attribs['aria-hidden'] ?? '').trim().toLowerCase() === 'true',
  };
}

/** A `<link>` element; `href` is resolved once the document base URL is known. */
export function readLink(attribs: Attributes, inBody: boolean): LinkElement {
  return {
    rel: (attribs.rel ?? '').toLowerCase(),
    href: null,
    hrefRaw: attribs.href ?? '',
    hreflang: attribs.hreflang ?? '',
    source: inBody ? 'body' : 'head',
  };
}

/** True for a `<link rel>` that loads a stylesheet. */
export function isStylesheet(rel: string): boolean {
  return /(^|\s)stylesheet(\s|$)/i.test(rel);
}

/** True for `<script type="application/ld+json">` (parameters allowed). */
export function isJsonLdType(type: string | undefined): boolean {
  if (!type) return false;
  return (type.split(';')[0] ?? '').trim().toLowerCase() === 'application/ld+json';
}

/** Heading level of h1–h6, else 0. */
export function headingLevel(name: string): number {
  if (name.length !== 2 || name.charCodeAt(0) !== 104) return 0;
  const digit = name.charCodeAt(1) - 48;
  return digit >= 1 && digit <= 6 ? digit : 0;
}
