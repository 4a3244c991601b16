import { codePointLength } from '../text.ts';
import { type Check, fail, pass, warn } from './check.ts';

const MIN = 70;
const MAX = 160;

/**
 * LH meta-description (a `<meta name=description>`, name matched case-insensitively,
 * with non-blank content) and more: 70–160 characters to pass; outside, or more than one
 * description, warns. No n/a.
 */
export const check: Check<'metas'> = {
  meta: {
    id: 'meta-description',
    title: 'Document has a meta description',
    failureTitle: 'Document does not have a good meta description',
    description:
      'Search engines often show the meta description under your title in results: ' +
      `a ${MIN}–${MAX} character summary of the page earns clicks.`,
    weight: 1,
    requires: ['metas'],
  },
  run({ metas }) {
    const descriptions = metas.filter((m) => m.name === 'description');
    const first = descriptions[0];
    if (!first) {
      return fail(
        { description: null, length: 0, count: 0 },
        'The page has no meta description. Add <meta name="description" content="…"> to <head> ' +
          `with a ${MIN}–${MAX} character summary of the page.`,
      );
    }
    const description = (first.content ?? '').trim();
    const length = codePointLength(description);
    const value = { description, length, count: descriptions.length };
    if (length === 0) {
      return fail(
        value,
        `The meta description is empty. Fill its content with a ${MIN}–${MAX} character summary of the page.`,
      );
    }
    const problems: string[] = [];
    if (descriptions.length > 1) {
      problems.push(
        `The page has ${descriptions.length} meta descriptions; search engines pick one unpredictably. Keep one.`,
      );
    }
    if (length < MIN) {
      problems.push(
        `The description is ${length} characters long, shorter than ${MIN}: say what a visitor will find and why it is worth a click.`,
      );
    } else if (length > MAX) {
      problems.push(
        `The description is ${length} characters long, longer than ${MAX}: search results cut it; shorten it to the essentials.`,
      );
    }
    if (problems.length > 0) return warn(value, problems.join(' '));
    return pass(value, `The meta description is ${length} characters long.`);
  },
};
