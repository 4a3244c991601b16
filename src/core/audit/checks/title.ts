import { codePointLength } from '../text.ts';
import { type Check, fail, pass, warn } from './check.ts';

const MIN = 30;
const MAX = 60;

/**
 * LH document-title (a non-empty `<title>`) and more: one title only, 30–60 characters
 * (code points) to pass; present but outside that range, or repeated, warns. No n/a.
 */
export const check: Check<'titles'> = {
  meta: {
    id: 'title',
    title: 'Document has a `<title>` element',
    failureTitle: 'Document does not have a good `<title>` element',
    description:
      'The title is the headline of your page in search results and browser tabs: ' +
      `one concise, descriptive title of ${MIN}–${MAX} characters works best.`,
    weight: 1,
    requires: ['titles'],
  },
  run({ titles }) {
    const title = titles[0];
    if (title === undefined) {
      return fail(
        { title: null, length: 0, count: 0 },
        'The page has no <title>. Add one in <head> that names what the page is about, ' +
          `in ${MIN}–${MAX} characters.`,
      );
    }
    const length = codePointLength(title);
    const value = { title, length, count: titles.length };
    if (length === 0) {
      return fail(
        value,
        `The <title> is empty. Write a descriptive title of ${MIN}–${MAX} characters.`,
      );
    }
    const problems: string[] = [];
    if (titles.length > 1) {
      problems.push(
        `The page has ${titles.length} <title> elements; browsers and search engines use only the first. Keep one.`,
      );
    }
    if (length < MIN) {
      problems.push(
        `The title is ${length} characters long, shorter than ${MIN}: add words that describe the page (a product, a place, your brand).`,
      );
    } else if (length > MAX) {
      problems.push(
        `The title is ${length} characters long, longer than ${MAX}: search results cut it; put the important words first and shorten it.`,
      );
    }
    if (problems.length > 0) return warn(value, problems.join(' '));
    return pass(value, `The title "${title}" is ${length} characters long.`);
  },
};
