import type { Anchor } from '../artifact-types.ts';
import { type Check, fail, notApplicable, pass } from './check.ts';

/** Attributes that only make sense with an href: with them, a missing href is a mistake. */
const HREF_ATTRIBUTES = ['target', 'download', 'ping', 'rel', 'hreflang', 'type', 'referrerpolicy'];

/** Why a crawler cannot follow this link, or null when it can (or it is no link at all). */
function uncrawlable(a: Anchor, pageUrl: string): string | null {
  const raw = (a.rawHref ?? '').replace(/\s/g, '');
  // Lighthouse's exemptions: ARIA widgets, mail links, in-page targets, named anchors.
  if (a.role.trim()) return null;
  if (raw.toLowerCase().startsWith('mailto:')) return null;
  if (raw === '' && a.id) return null;
  if (raw.toLowerCase().startsWith('file:')) return 'file: URL';
  if (a.name.trim()) return null;
  if (a.rawHref === null) {
    if (HREF_ATTRIBUTES.some((n) => a.attributeNames.includes(n))) return 'missing href';
    // A placeholder <a> is fine; one with a click handler is a link crawlers cannot follow.
    return a.eventHandlers.length > 0 ? `no href, only ${a.eventHandlers.join('/')}` : null;
  }
  if (raw === '') return 'empty href';
  if (raw.toLowerCase().startsWith('javascript:')) return 'javascript: URL';
  // The pass resolved `href` already; only an href left as written may be unparsable.
  if (a.href === a.rawHref && !URL.canParse(raw, pageUrl)) return 'unparsable URL';
  return null;
}

/**
 * LH crawlable-anchors (static): no `<a>` with an empty href, a `javascript:` or `file:`
 * href, an unparsable href, or no href but an inline event handler (onclick …). Links
 * that only get a click listener from JavaScript are out of reach without running
 * scripts. n/a when the page has no `<a>` elements.
 */
export const check: Check<'anchors' | 'finalUrl'> = {
  meta: {
    id: 'crawlable-links',
    title: 'Links are crawlable',
    failureTitle: 'Links are not crawlable',
    description:
      'Search engines discover pages by following the href of <a> elements; a link made of ' +
      'JavaScript alone leads them nowhere.',
    weight: 1,
    requires: ['anchors', 'finalUrl'],
  },
  run({ anchors, finalUrl }) {
    if (anchors.length === 0) return notApplicable({ links: 0 }, 'The page has no links.');
    const items = anchors.flatMap((a) => {
      const reason = uncrawlable(a, finalUrl);
      return reason ? [{ href: a.rawHref, text: a.text, reason }] : [];
    });
    const value = { links: anchors.length, uncrawlable: items.length };
    if (items.length > 0) {
      return fail(
        value,
        `${items.length} link${items.length === 1 ? '' : 's'} cannot be followed by crawlers ` +
          '(listed below). Give each <a> an href with the real URL of its destination ' +
          '(<a href="/pricing">), and keep any JavaScript behaviour as an addition.',
        items,
      );
    }
    return pass(value, `All ${anchors.length} links have an href crawlers can follow.`);
  },
};
