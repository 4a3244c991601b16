import { validateRobotsTxt } from '../robots-txt.ts';
import { type Check, fail, notApplicable, pass } from './check.ts';

/**
 * LH robots-txt: a 5xx (or 429) answer or an unreachable file fails; 4xx or an empty file
 * is n/a (crawlers then assume everything is allowed); otherwise every line must parse.
 */
export const check: Check<'robotsTxt'> = {
  meta: {
    id: 'robots-txt',
    title: 'robots.txt is valid',
    failureTitle: 'robots.txt is not valid',
    description:
      'If your robots.txt is malformed or unavailable, crawlers may not understand how you ' +
      'want your site crawled, or may stop crawling it.',
    weight: 1,
    requires: ['robotsTxt'],
  },
  run({ robotsTxt }) {
    const { status, content, error } = robotsTxt;
    if (status !== null && (status >= 500 || status === 429)) {
      return fail(
        { status },
        `Requesting /robots.txt answered HTTP ${status}. Crawlers may pause crawling the whole ` +
          'site while robots.txt errors: make it answer 200 (or 404 if you have none).',
      );
    }
    if ((status !== null && status >= 400) || content === '') {
      return notApplicable(
        { status },
        status !== null && status >= 400
          ? `The site has no robots.txt (HTTP ${status}); crawlers treat every URL as allowed.`
          : 'robots.txt is empty; crawlers treat every URL as allowed.',
      );
    }
    if (status === null || content === null) {
      return fail(
        { status },
        `robots.txt could not be fetched${error ? ` (${error})` : ''}. Make /robots.txt reachable, ` +
          'answering 200 with your rules or 404 if you have none.',
      );
    }
    const errors = validateRobotsTxt(content);
    const value = { status, lines: content.split(/\r\n|\r|\n/).length, errors: errors.length };
    if (errors.length > 0) {
      return fail(
        value,
        `${errors.length} line${errors.length === 1 ? '' : 's'} of robots.txt cannot be understood by ` +
          'crawlers (listed below). Fix each: "directive: value" with a known directive, ' +
          'paths that start with "/" or "*", and absolute sitemap URLs.',
        errors,
      );
    }
    return pass(value, 'Every line of robots.txt is valid.');
  },
};
