import { type Check, fail, pass, warn } from './check.ts';

/** Reads `width=device-width, initial-scale=1` into lower-cased key/value pairs. */
function parseViewport(content: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of content.split(/[,;]/)) {
    const [key, ...rest] = part.split('=');
    const name = key?.trim().toLowerCase();
    if (name) pairs.set(name, rest.join('=').trim().toLowerCase());
  }
  return pairs;
}

/**
 * `<meta name=viewport>` with `width=device-width` (or a set width) passes; one that
 * stops zooming (`user-scalable=no`, `maximum-scale` under 2) warns; none, or one without
 * a width, fails. No n/a: every page is seen on phones.
 */
export const check: Check<'metas'> = {
  meta: {
    id: 'mobile-viewport',
    title: 'Has a mobile viewport',
    failureTitle: 'Does not have a good mobile viewport',
    description:
      'Search engines rank pages by their mobile version; without a viewport meta tag ' +
      'phones show a zoomed-out desktop layout.',
    weight: 1,
    requires: ['metas'],
  },
  run({ metas }) {
    const meta = metas.find((m) => m.name === 'viewport');
    if (!meta) {
      return fail(
        { viewport: null },
        'The page has no viewport meta tag, so phones render it as a shrunken desktop page. Add ' +
          '<meta name="viewport" content="width=device-width, initial-scale=1"> to <head>.',
      );
    }
    const content = meta.content ?? '';
    const pairs = parseViewport(content);
    const width = pairs.get('width');
    const value = { viewport: content };
    if (!width || (width !== 'device-width' && !/^\d+(\.\d+)?$/.test(width))) {
      return fail(
        value,
        `The viewport ("${content}") sets no width. Use content="width=device-width, initial-scale=1".`,
      );
    }
    const scalable = pairs.get('user-scalable');
    const maxScale = Number.parseFloat(pairs.get('maximum-scale') ?? '');
    if (scalable === 'no' || scalable === '0' || (!Number.isNaN(maxScale) && maxScale < 2)) {
      return warn(
        value,
        `The viewport ("${content}") stops people from zooming. Remove user-scalable=no and ` +
          'any maximum-scale below 2, so the text stays readable for everyone.',
      );
    }
    return pass(value, `The viewport is set for phones ("${content}").`);
  },
};
