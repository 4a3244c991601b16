import { type Check, fail, notApplicable, pass } from './check.ts';

/**
 * Every `<img>` that is not decorative (`role=presentation|none`) or hidden
 * (`aria-hidden=true`) has an `alt` attribute (empty alt is fine for decoration).
 * n/a when the page has no such images.
 */
export const check: Check<'images'> = {
  meta: {
    id: 'image-alt',
    title: 'Images have `alt` attributes',
    failureTitle: 'Images are missing `alt` attributes',
    description:
      'Search engines read alt text to understand images (and rank them in image search); ' +
      'screen readers read it aloud.',
    weight: 1,
    requires: ['images'],
  },
  run({ images }) {
    const relevant = images.filter(
      (img) => img.role !== 'presentation' && img.role !== 'none' && !img.ariaHidden,
    );
    if (relevant.length === 0) {
      return notApplicable({ images: 0 }, 'The page has no images that need alt text.');
    }
    const missing = relevant.filter((img) => img.alt === null);
    const value = { images: relevant.length, missingAlt: missing.length };
    if (missing.length > 0) {
      return fail(
        value,
        `${missing.length} of ${relevant.length} images have no alt attribute (listed below). ` +
          'Describe each image in alt="…"; use alt="" for purely decorative ones.',
        missing.map((img) => ({ src: img.src })),
      );
    }
    return pass(value, `All ${relevant.length} images have an alt attribute.`);
  },
};
