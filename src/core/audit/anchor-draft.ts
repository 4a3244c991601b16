import type { Anchor } from './artifact-types.ts';
import { collapseWhitespace } from './text.ts';
import { resolveUrl } from './url.ts';

/**
 * An `<a>` being read by the streaming pass. It gathers the link's text and, for each
 * element inside it, the closest `lang` and whether that element has text, so the link's
 * language can be worked out at its end the way Lighthouse's `getLangOfInnerText` does.
 */
export class AnchorDraft {
  /** Stack depth of the `<a>` element (its index + 1). */
  readonly depth: number;
  readonly rawHref: string | null;
  readonly rel: string;
  readonly attributeNames: string[];
  readonly eventHandlers: string[];
  readonly role: string;
  readonly name: string;
  readonly id: string;
  readonly svg: boolean;
  /** Closest `lang` of the `<a>` itself (its own or an ancestor's), null when none. */
  readonly closestLang: string | null;
  text = '';
  /** For each element inside the link, in document order: its closest `lang` … */
  private readonly childLangs: (string | null)[] = [];
  /** … and whether it holds any text (its textContent is not empty). */
  private readonly childHasText: boolean[] = [];
  /** Indexes of the elements inside the link that are still open, innermost last. */
  private readonly open: number[] = [];

  constructor(
    attribs: Record<string, string>,
    depth: number,
    closestLang: string | null,
    svg: boolean,
  ) {
    this.depth = depth;
    this.svg = svg;
    this.closestLang = closestLang;
    this.rawHref = attribs.href ?? (svg ? attribs['xlink:href'] : undefined) ?? null;
    this.rel = svg ? '' : (attribs.rel ?? '').toLowerCase();
    this.attributeNames = Object.keys(attribs);
    this.eventHandlers = [];
    for (const n of this.attributeNames) if (n.startsWith('on')) this.eventHandlers.push(n);
    this.role = attribs.role ?? '';
    this.name = attribs.name ?? '';
    this.id = attribs.id ?? '';
  }

  /** An element opened inside the link, with its closest `lang`. */
  openChild(lang: string | null): void {
    this.open.push(this.childLangs.length);
    this.childLangs.push(lang);
    this.childHasText.push(false);
  }

  /** The innermost open element inside the link closed. */
  closeChild(): void {
    const child = this.open.pop();
    const parent = this.open[this.open.length - 1];
    if (child !== undefined && parent !== undefined && this.childHasText[child]) {
      this.childHasText[parent] = true;
    }
  }

  /** Text inside the link; `visible` is false inside script or style. */
  addText(data: string, visible: boolean): void {
    const inner = this.open[this.open.length - 1];
    if (inner !== undefined && data.length > 0) this.childHasText[inner] = true;
    if (visible) this.text += data;
  }

  /**
   * The language of the link's text: one language shared by every element with text
   * inside it (compared on the primary subtag), else null when they differ, else the
   * link's closest `lang`.
   */
  innerLang(): string | null {
    let found: string | null = null;
    for (let i = 0; i < this.childLangs.length; i++) {
      const lang = this.childLangs[i];
      if (!this.childHasText[i] || !lang) continue;
      if (!found) found = lang;
      else if (found.split('-')[0] !== lang.split('-')[0]) return null;
    }
    return found ?? this.closestLang;
  }

  /**
   * The finished anchor. `singleLang` is the page's only `lang` (on `<html>` or `<body>`),
   * which wins as in Lighthouse. HTML links resolve against the document base URL (an
   * unparsable href stays as written, like the DOM's `href`); SVG links against the page
   * URL, an SVG link without href resolving to the page itself, as Lighthouse reads it.
   */
  finish(singleLang: string | null, baseUrl: string, documentUrl: string): Anchor {
    const lang = singleLang ?? this.innerLang();
    const href = this.svg
      ? (resolveUrl(this.rawHref ?? '', documentUrl) ?? '')
      : this.rawHref === null
        ? ''
        : (resolveUrl(this.rawHref, baseUrl) ?? this.rawHref);
    return {
      rawHref: this.rawHref,
      href,
      rel: this.rel,
      text: collapseWhitespace(this.text),
      textLang: lang || undefined,
      attributeNames: this.attributeNames,
      eventHandlers: this.eventHandlers,
      role: this.role,
      name: this.name,
      id: this.id,
      svg: this.svg,
    };
  }
}
