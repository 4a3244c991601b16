import type { LinkElement } from '../artifact-types.ts';
import { type Check, type CheckOutcome, fail, notApplicable, pass, warn } from './check.ts';

interface Canonicals {
  unique: string[];
  hreflangUrls: Set<string>;
  invalid: LinkElement | undefined;
  relative: LinkElement | undefined;
}

/** Lighthouse's collectCanonicalURLs: head and header links only. */
function collect(links: LinkElement[]): Canonicals {
  const unique = new Set<string>();
  const hreflangUrls = new Set<string>();
  let invalid: LinkElement | undefined;
  let relative: LinkElement | undefined;
  for (const link of links) {
    if (link.source === 'body') continue;
    if (link.rel === 'canonical') {
      if (!link.hrefRaw) continue;
      if (!link.href || !URL.canParse(link.hrefRaw, 'https://example.com')) invalid = link;
      else if (!URL.canParse(link.hrefRaw)) relative = link;
      else unique.add(link.href);
    } else if (link.rel === 'alternate' && link.href && link.hreflang) {
      hreflangUrls.add(link.href);
    }
  }
  return { unique: [...unique], hreflangUrls, invalid, relative };
}

/** The common mistakes Lighthouse looks for once there is one valid canonical. */
function mistake(data: Canonicals, canonical: URL, page: URL): CheckOutcome | null {
  const value = { canonical: canonical.href };
  if (
    data.hreflangUrls.has(page.href) &&
    data.hreflangUrls.has(canonical.href) &&
    page.href !== canonical.href
  ) {
    return fail(
      value,
      `Points to another hreflang location (${canonical.href}). Each language version ` +
        'should name itself as canonical; link the others with hreflang instead.',
    );
  }
  if (canonical.origin === page.origin && canonical.pathname === '/' && page.pathname !== '/') {
    return fail(
      value,
      'Points to the domain’s root URL (the homepage) instead of an equivalent page of content. ' +
        'Point the canonical at this page’s own preferred URL.',
    );
  }
  return null;
}

/**
 * LH canonical: no canonical is n/a (a warning when the URL has a query string, where
 * duplicates are likely); an invalid or relative URL, several conflicting ones (HTML and
 * `Link` header together), one pointing at another hreflang alternate, or at the site
 * root from a deeper page fails. Links in `<body>` are ignored, as search engines do.
 */
export const check: Check<'linkElements' | 'finalUrl'> = {
  meta: {
    id: 'canonical',
    title: 'Document has a valid `rel=canonical`',
    failureTitle: 'Document does not have a valid `rel=canonical`',
    description:
      'A canonical link tells search engines which URL to show in results when the same ' +
      'content is reachable at several URLs.',
    weight: 1,
    requires: ['linkElements', 'finalUrl'],
  },
  run({ linkElements, finalUrl }) {
    const data = collect(linkElements);
    if (data.invalid) {
      return fail(
        { canonical: data.invalid.hrefRaw },
        `Invalid URL (${data.invalid.hrefRaw}). Use the page's full preferred URL, e.g. https://example.com/page.`,
      );
    }
    if (data.relative) {
      return fail(
        { canonical: data.relative.hrefRaw },
        `Is not an absolute URL (${data.relative.hrefRaw}). Write the full URL, with https:// and the host.`,
      );
    }
    const [first, ...others] = data.unique;
    if (first === undefined) {
      if (URL.canParse(finalUrl) && new URL(finalUrl).search) {
        return warn(
          { canonical: null },
          'The page has no canonical link and its URL has a query string, so search engines ' +
            'may index several URLs for it. Add <link rel="canonical" href="…"> with the preferred URL.',
        );
      }
      return notApplicable({ canonical: null }, 'The page declares no canonical URL.');
    }
    if (others.length > 0) {
      return fail(
        { canonical: data.unique },
        `Multiple conflicting URLs (${data.unique.join(', ')}). Declare one canonical URL, ` +
          'in the HTML or the Link header, not different ones in both.',
      );
    }
    if (!URL.canParse(finalUrl)) return pass({ canonical: first }, `Canonical URL: ${first}.`);
    const found = mistake(data, new URL(first), new URL(finalUrl));
    return found ?? pass({ canonical: first }, `The canonical URL is ${first}.`);
  },
};
