import { isValidLanguageCode } from '../language-codes.ts';
import { type Check, fail, notApplicable, pass } from './check.ts';

/** x-default or a known language code, compared as Lighthouse does (spaces make it invalid). */
function isExpectedLanguage(hreflang: string): boolean {
  return hreflang.toLowerCase() === 'x-default' || isValidLanguageCode(hreflang);
}

/**
 * LH hreflang: every `rel=alternate hreflang` in `<head>` or a `Link` header has a valid
 * language code (or `x-default`) and an absolute http(s) href; those in `<body>` are
 * ignored, as search engines ignore them. None at all is n/a.
 */
export const check: Check<'linkElements'> = {
  meta: {
    id: 'hreflang',
    title: 'Document has a valid `hreflang`',
    failureTitle: 'Document doesn’t have a valid `hreflang`',
    description:
      'hreflang links tell search engines which version of a page to list for a given ' +
      'language or region.',
    weight: 1,
    requires: ['linkElements'],
  },
  run({ linkElements }) {
    const alternates = linkElements.filter(
      (l) => l.rel === 'alternate' && l.hreflang && l.source !== 'body',
    );
    if (alternates.length === 0) {
      return notApplicable({ alternates: 0 }, 'The page declares no hreflang alternates.');
    }
    const items = alternates.flatMap((link) => {
      const reasons: string[] = [];
      if (!isExpectedLanguage(link.hreflang)) reasons.push('Unexpected language code');
      if (!/^https?:/i.test(link.hrefRaw)) reasons.push('Relative href value');
      if (reasons.length === 0) return [];
      const source =
        link.source === 'headers'
          ? `Link: <${link.hrefRaw}>; rel="alternate"; hreflang="${link.hreflang}"`
          : `<link rel="alternate" hreflang="${link.hreflang}" href="${link.hrefRaw}">`;
      return [{ source, hreflang: link.hreflang, href: link.hrefRaw, reasons }];
    });
    const value = { alternates: alternates.length, invalid: items.length };
    if (items.length > 0) {
      return fail(
        value,
        `${items.length} of ${alternates.length} hreflang alternates are invalid (listed below). ` +
          'Use an ISO 639-1 language code, optionally with a region (en, en-GB, pt-BR), or ' +
          'x-default, and the full URL of that version (https://…).',
        items,
      );
    }
    return pass(value, `All ${alternates.length} hreflang alternates are valid.`);
  },
};
