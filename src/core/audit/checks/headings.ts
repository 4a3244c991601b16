import { type Check, fail, pass, warn } from './check.ts';

/**
 * Exactly one non-empty `<h1>` passes; none fails; several `<h1>`, or a skipped level
 * going down the outline (h2 → h4), warns. No n/a: every page should have a main heading.
 */
export const check: Check<'headings'> = {
  meta: {
    id: 'headings',
    title: 'Page has one main heading and an orderly outline',
    failureTitle: 'Page headings need attention',
    description:
      'One <h1> naming the page, with <h2>–<h6> nested in order, helps search engines and ' +
      'screen readers understand how the content is organised.',
    weight: 1,
    requires: ['headings'],
  },
  run({ headings }) {
    const h1s = headings.filter((h) => h.level === 1);
    const filled = h1s.filter((h) => h.text.length > 0);
    const skips: { from: string; to: string; text: string }[] = [];
    for (let i = 1; i < headings.length; i++) {
      const prev = headings[i - 1];
      const cur = headings[i];
      if (prev && cur && cur.level > prev.level + 1) {
        skips.push({ from: `h${prev.level}`, to: `h${cur.level}`, text: cur.text });
      }
    }
    const value = {
      h1: h1s.length,
      outline: headings.map((h) => `h${h.level}`),
      skippedLevels: skips.length,
    };
    if (filled.length === 0) {
      const why = h1s.length > 0 ? 'The page’s <h1> is empty.' : 'The page has no <h1>.';
      return fail(value, `${why} Add one <h1> with text that names what the page is about.`);
    }
    const problems: string[] = [];
    if (h1s.length > 1) {
      problems.push(
        `The page has ${h1s.length} <h1> elements. Keep one <h1> for the page's main topic and make the others <h2>.`,
      );
    }
    if (skips.length > 0) {
      const first = skips[0];
      problems.push(
        `The outline skips levels ${skips.length === 1 ? 'once' : `${skips.length} times`} ` +
          `(first ${first?.from} → ${first?.to}). Use the next level down (an <h2> under an <h1>, an <h3> under an <h2>).`,
      );
    }
    if (problems.length > 0) {
      return warn(value, problems.join(' '), [
        ...h1s.slice(1).map((h) => ({ heading: 'h1', text: h.text })),
        ...skips.map((s) => ({ heading: s.to, after: s.from, text: s.text })),
      ]);
    }
    return pass(
      value,
      `The page has one <h1> ("${filled[0]?.text}") and no skipped heading levels.`,
    );
  },
};
