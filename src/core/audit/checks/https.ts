import { type Check, fail, pass, warn } from './check.ts';

/**
 * The final URL is https; an https page that loads http subresources (scripts,
 * stylesheets, images, iframes) warns; an http page fails. No n/a.
 */
export const check: Check<'finalUrl' | 'subresources'> = {
  meta: {
    id: 'https',
    title: 'Uses HTTPS',
    failureTitle: 'Does not use HTTPS securely',
    description:
      'Search engines prefer secure pages, and browsers mark http pages “Not secure” and ' +
      'block or upgrade insecure content on https pages.',
    weight: 1,
    requires: ['finalUrl', 'subresources'],
  },
  run({ finalUrl, subresources }) {
    const protocol = URL.canParse(finalUrl) ? new URL(finalUrl).protocol : '';
    if (protocol !== 'https:') {
      return fail(
        { protocol, mixedContent: 0 },
        'The page is served over plain http. Serve it over https and redirect http:// to https://.',
      );
    }
    const insecure = subresources.filter((s) => s.url.toLowerCase().startsWith('http:'));
    const value = { protocol, mixedContent: insecure.length };
    if (insecure.length > 0) {
      return warn(
        value,
        `The https page loads ${insecure.length} resource${insecure.length === 1 ? '' : 's'} over ` +
          'plain http (listed below); browsers block or upgrade them. Change their URLs to https://.',
        insecure.map((s) => ({ kind: s.kind, url: s.url })),
      );
    }
    return pass(value, 'The page is served over https and loads nothing over plain http.');
  },
};
