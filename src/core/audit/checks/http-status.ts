import { type Check, fail, pass } from './check.ts';

/** LH http-status-code: the page's final HTTP status is not an error (4xx/5xx). No n/a. */
export const check: Check<'statusCode'> = {
  meta: {
    id: 'http-status',
    title: 'Page has a successful HTTP status code',
    failureTitle: 'Page has an unsuccessful HTTP status code',
    description:
      'Search engines may not index pages that answer with an error status (4xx or 5xx).',
    weight: 1,
    requires: ['statusCode'],
  },
  run({ statusCode }) {
    if (statusCode >= 400 && statusCode <= 599) {
      return fail(
        statusCode,
        `The page answered HTTP ${statusCode}, so search engines treat it as an error page and ` +
          'will not index it. Serve the page with status 200 (or redirect it with 301 to where it lives now).',
      );
    }
    return pass(statusCode, `The page answered HTTP ${statusCode}.`);
  },
};
