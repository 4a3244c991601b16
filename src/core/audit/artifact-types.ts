/**
 * The facts the audit's checks read: plain data gathered from one page snapshot by
 * `collectArtifacts` (one htmlparser2 pass over the body, plus the headers and robots.txt).
 * Shapes follow Lighthouse's artifacts (AnchorElements, LinkElements, MetaElements …)
 * where a check follows a Lighthouse audit.
 */

/** A `<meta>` element. Names are lower-cased, as Lighthouse's MetaElements gatherer does. */
export interface MetaTag {
  name: string;
  property: string;
  httpEquiv: string;
  content: string | null;
}

/** An `<h1>`–`<h6>` element with its text (whitespace collapsed, image alt text included). */
export interface Heading {
  level: number;
  text: string;
}

/** An `<a>` element (HTML or SVG), as Lighthouse's AnchorElements gatherer describes it. */
export interface Anchor {
  /** The `href` attribute as written, or null when the element has none. */
  rawHref: string | null;
  /** `rawHref` resolved against the document base URL; '' without an href, raw when unparsable. */
  href: string;
  /** The `rel` attribute, lower-cased ('' for SVG links, like the DOM's `rel`). */
  rel: string;
  /** Rendered text, whitespace collapsed and trimmed; image alt text is not part of it. */
  text: string;
  /** Language of the text: the page's only `lang`, else the one language of its content, else its closest `lang`. */
  textLang: string | undefined;
  /** Names of its attributes (lower-cased). */
  attributeNames: string[];
  /** Inline event-handler attributes present (onclick, onmousedown, …). */
  eventHandlers: string[];
  role: string;
  name: string;
  id: string;
  /** True for an `<a>` inside `<svg>`. */
  svg: boolean;
}

/** Where a `<link>` (or a `Link` header entry) was declared. */
export type LinkSource = 'head' | 'body' | 'headers';

/** A `<link>` element or an entry of the `Link` response header (Lighthouse's LinkElements). */
export interface LinkElement {
  /** Lower-cased rel. */
  rel: string;
  /** Resolved URL, or null when it cannot be resolved. */
  href: string | null;
  /** The URL as written ('' when missing). */
  hrefRaw: string;
  /** The hreflang as written ('' when missing). */
  hreflang: string;
  source: LinkSource;
}

/** An `<img>` element. */
export interface ImageElement {
  src: string;
  /** The alt attribute, or null when absent (an empty alt is present). */
  alt: string | null;
  role: string;
  ariaHidden: boolean;
}

/** A URL the page loads as it renders (for mixed-content checks). */
export interface Subresource {
  kind: 'script' | 'stylesheet' | 'image' | 'iframe';
  /** Resolved URL, or the raw value when it cannot be resolved. */
  url: string;
}

/** One `X-Robots-Tag` group: the directives, and the bot they are addressed to if any. */
export interface RobotsHeaderDirective {
  /** Bot name as written (`googlebot`), or undefined for every bot. */
  userAgent: string | undefined;
  /** Comma-separated directives without the bot prefix (`noindex, nofollow`). */
  directives: string;
  /** The header text this group came from. */
  source: string;
}

/** The site's /robots.txt as fetched. */
export interface RobotsTxtArtifact {
  status: number | null;
  content: string | null;
  error?: string;
}

/** Everything the checks can ask for. */
export interface Artifacts {
  /** URL as requested. */
  url: string;
  /** URL after redirects (also the document URL). */
  finalUrl: string;
  statusCode: number;
  /** Response headers, lower-case names. */
  headers: Record<string, string>;
  /** Text of each `<title>` (not SVG titles), whitespace collapsed. */
  titles: string[];
  metas: MetaTag[];
  /** The `lang` of `<html>`, or null. */
  htmlLang: string | null;
  headings: Heading[];
  anchors: Anchor[];
  linkElements: LinkElement[];
  /** Why the `Link` header could not be parsed, when it could not. */
  linkHeaderError: string | null;
  images: ImageElement[];
  /** Raw text of each `<script type="application/ld+json">`. */
  jsonLd: string[];
  /** `og:*` meta values by property (first one wins), e.g. `{ 'og:title': '…' }`. */
  openGraph: Record<string, string>;
  subresources: Subresource[];
  /** Words of visible text (not script, style, template or noscript). */
  wordCount: number;
  robotsHeaders: RobotsHeaderDirective[];
  robotsTxt: RobotsTxtArtifact;
}

/** What a check may be handed besides artifacts: the clock, passed in to keep the core pure. */
export interface AuditContext {
  now: Date;
}
