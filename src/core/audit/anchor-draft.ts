import type { Anchor } from './artifact-types.ts';
import { collapseWhitespace } from './text.ts';

/** An element inside a link: its closest `lang` and whether it holds any text. */
interface ChildLang {
  lang: string | null;
  hasText: boolean;
}

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
  private readonly children: ChildLang[] = [];
  private readonly open: ChildLang[] = [];

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
    this.eventHandlers = this.attributeNames.filter((n) => n.startsWith('on'));
    this.role = attribs.role ?? '';
    this.name = attribs.name ?? '';
    this.id = attribs.id ?? '';
  }

  /** An element opened inside the link, with its closest `lang`. */
  openChild(lang: string | null): void {
    const child = { lang, hasText: false };
    this.children.push(child);
    this.open.push(child);
  }

  /** The innermost open element inside the link closed. */
  closeChild(): void {
    const child = this.open.pop();
    const parent = this.open[this.open.length - 1];
    if (child?.hasText && parent) parent.hasText = true;
  }

  /** Text inside the link; `visible` is false inside script or style. */
  addText(data: string, visible: boolean): void {
    const inner = this.open[this.open.length - 1];
    if (inner && data.length > 0) inner.hasText = true;
    if (visible) this.text += data;
  }

  /**
   * The language of the link's text: one language shared by every element with text
   * inside it (compared on the primary subtag), else null when they differ, else the
   * link's closest `lang`.
   */
  innerLang(): string | null {
    let found: string | null = null;
    for (const child of this.children) {
      if (!child.hasText || !child.lang) continue;
      if (!found) found = child.lang;
      else if (found.split('-')[0] !== child.lang.split('-')[0]) return null;
    }
    return found ?? this.closestLang;
  }

  /** The finished anchor; `href` is resolved later, once the document base URL is known. */
  finish(singleLang: string | null): Anchor {
    const lang = singleLang ?? this.innerLang();
    return {
      rawHref: this.rawHref,
      href: '',
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
