import type { Anchor } from '../artifact-types.ts';
import { withoutFragment } from '../url.ts';
import { type Check, fail, notApplicable, pass } from './check.ts';
import { GENERIC_LINK_TEXT } from './generic-link-text.ts';

/** The text is itself a web address. */
function isFullUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const protocol = new URL(text).protocol;
  return protocol === 'http:' || protocol === 'https:';
}

/** Generic in the link's language, or in any language when it is unknown. */
function isGeneric(text: string, lang: string | undefined): boolean {
  const term = text.toLowerCase();
  if (lang) return GENERIC_LINK_TEXT[lang.split('-')[0] ?? '']?.has(term) ?? false;
  return Object.values(GENERIC_LINK_TEXT).some((set) => set.has(term));
}

/** Links a crawler follows to another page: Lighthouse's filter. */
function isFollowedElsewhere(a: Anchor, page: string): boolean {
  if (!a.href || a.rel.includes('nofollow')) return false;
  const href = a.href.toLowerCase();
  if (href.startsWith('javascript:') || href.startsWith('mailto:')) return false;
  // `href` is already a normalised URL (or unparsable), so dropping its fragment suffices.
  return withoutFragment(a.href) !== page;
}

/**
 * LH link-text: no followed link (not nofollow, not javascript:/mailto:, not to this same
 * page) has generic text such as "click here" or "more" in the link's language (en, de,
 * es, pt, ja, ko, sv, fa, ta), or a bare URL as its text. n/a when the page has no links.
 */
export const check: Check<'anchors' | 'finalUrl'> = {
  meta: {
    id: 'link-text',
    title: 'Links have descriptive text',
    failureTitle: 'Links do not have descriptive text',
    description:
      'Descriptive link text helps search engines understand what the linked page is about.',
    weight: 1,
    requires: ['anchors', 'finalUrl'],
  },
  run({ anchors, finalUrl }) {
    const page = withoutFragment(URL.parse(finalUrl)?.href ?? finalUrl);
    const followed = anchors.filter((a) => isFollowedElsewhere(a, page));
    if (followed.length === 0) {
      return notApplicable({ links: 0 }, 'The page has no links to other pages.');
    }
    const items = followed
      .filter((a) => a.text && (isFullUrl(a.text) || isGeneric(a.text, a.textLang)))
      .map((a) => ({ href: a.href, text: a.text, textLang: a.textLang }));
    const value = { links: followed.length, generic: items.length };
    if (items.length > 0) {
      return fail(
        value,
        `${items.length} link${items.length === 1 ? ' has' : 's have'} generic text such as ` +
          `"${items[0]?.text}" (listed below). Say where each link goes ("Pricing for teams" ` +
          'rather than "click here").',
        items,
      );
    }
    return pass(value, `All ${followed.length} links to other pages have descriptive text.`);
  },
};
