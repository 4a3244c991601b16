/**
 * Fixes for the checks about what the page says and how it shows: title, meta-description,
 * headings, link-text, image-alt, mobile-viewport, structured-data.
 */
import {
  count,
  examplesOf,
  type FixBuilder,
  field,
  numberField,
  quote,
  stringField,
  text,
  withExamples,
} from './fix-helpers.ts';

/** "Shorten … it is N now" / "Lengthen …" / "Keep one …": the fixes of a length-checked text. */
function lengthFixes(value: unknown, element: string, min: number, max: number): string[] {
  const length = numberField(value, 'length');
  const n = numberField(value, 'count', 1);
  const fixes: string[] = [];
  if (n > 1) fixes.push(`keep one ${element} (the page has ${n})`);
  if (length > max)
    fixes.push(`shorten the ${element} to ${min}–${max} characters; it is ${length} now`);
  if (length > 0 && length < min) {
    fixes.push(`lengthen the ${element} to ${min}–${max} characters; it is ${length} now`);
  }
  return fixes;
}

/** "keep one title; shorten …" → "Keep one title; shorten …". */
function sentence(parts: readonly string[]): string {
  const joined = parts.join('; ');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

const title: FixBuilder = (check) => {
  const current = stringField(check.value, 'title');
  const why = 'The title is the headline of the page in search results and browser tabs.';
  if (check.status === 'fail') {
    return {
      title:
        current === null
          ? 'Add a <title> of 30–60 characters to <head> that names what the page is about'
          : 'Write the empty <title>: 30–60 characters that name what the page is about',
      why: `${why} Without one, search engines make up a headline from the page.`,
      impact: 'high',
      effort: 'low',
    };
  }
  const fixes = lengthFixes(check.value, 'title', 30, 60);
  return withExamples(
    {
      title: sentence(fixes.length > 0 ? fixes : ['rewrite the title in 30–60 characters']),
      why: `${why} A title outside 30–60 characters is cut off or says too little.`,
      impact: 'medium',
      effort: 'low',
    },
    current ? [quote(current, 80)] : [],
  );
};

const metaDescription: FixBuilder = (check) => {
  const current = stringField(check.value, 'description');
  const why =
    'Search engines often show the meta description under the title; a good one earns clicks.';
  if (check.status === 'fail') {
    return {
      title:
        current === null
          ? 'Add <meta name="description" content="…"> with a 70–160 character summary of the page'
          : 'Fill the empty meta description with a 70–160 character summary of the page',
      why,
      impact: 'medium',
      effort: 'low',
    };
  }
  const fixes = lengthFixes(check.value, 'meta description', 70, 160);
  return withExamples(
    {
      title: sentence(
        fixes.length > 0 ? fixes : ['rewrite the meta description in 70–160 characters'],
      ),
      why,
      impact: 'low',
      effort: 'low',
    },
    current ? [quote(current, 80)] : [],
  );
};

const headings: FixBuilder = (check) => {
  const h1 = numberField(check.value, 'h1');
  const why =
    'One <h1> naming the page, with sub-headings in order, helps search engines and screen readers follow the content.';
  if (check.status === 'fail') {
    return {
      title:
        h1 > 0
          ? 'Put text in the empty <h1>: name what the page is about'
          : 'Add one <h1> that names what the page is about',
      why,
      impact: 'medium',
      effort: 'low',
    };
  }
  const fixes: string[] = [];
  if (h1 > 1) fixes.push(`keep one <h1> and make the other ${h1 - 1} <h2>`);
  const skipped = numberField(check.value, 'skippedLevels');
  if (skipped > 0) {
    const first = (check.items ?? []).find((i) => field(i, 'after') !== undefined);
    const where = first
      ? ` (first ${String(field(first, 'after'))} → ${String(field(first, 'heading'))})`
      : '';
    fixes.push(`stop skipping heading levels${where}: use the next level down`);
  }
  const examples = examplesOf(check, (i) => `${text(i, 'heading')}: ${quote(text(i, 'text'), 50)}`);
  return withExamples(
    {
      title: sentence(fixes.length > 0 ? fixes : ['put the headings in order']),
      why,
      impact: 'low',
      effort: 'low',
    },
    examples,
  );
};

const linkText: FixBuilder = (check) => {
  const n = numberField(check.value, 'generic', check.items?.length ?? 1);
  const examples = examplesOf(check, (i) => `${quote(text(i, 'text'), 40)} → ${text(i, 'href')}`);
  return withExamples(
    {
      title: `Rewrite ${count(n, 'link text')} such as "click here" so each says where it leads ("Pricing for teams")`,
      why: 'Search engines read link text to learn what the linked page is about; "click here" tells them nothing.',
      impact: 'low',
      effort: n > 10 ? 'medium' : 'low',
    },
    examples,
  );
};

const imageAlt: FixBuilder = (check) => {
  const missing = numberField(check.value, 'missingAlt', check.items?.length ?? 1);
  const images = numberField(check.value, 'images', missing);
  const examples = examplesOf(check, (i) => text(i, 'src') || null);
  return withExamples(
    {
      title: `Add alt text to ${missing} of ${count(images, 'image')} (alt="" for purely decorative ones)`,
      why: 'Search engines read alt text to understand images and rank them in image search; screen readers read it aloud.',
      impact: 'low',
      effort: missing > 10 ? 'medium' : 'low',
    },
    examples,
  );
};

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

const mobileViewport: FixBuilder = (check) => {
  const current = stringField(check.value, 'viewport');
  if (check.status === 'warn') {
    return {
      title: `Allow zooming: remove user-scalable=no and any maximum-scale below 2 from the viewport ${quote(current ?? '')}`,
      why: 'Blocking zoom makes text unreadable for many visitors on phones.',
      impact: 'low',
      effort: 'low',
    };
  }
  return {
    title:
      current === null
        ? `Add ${VIEWPORT} to <head>`
        : `Change the viewport ${quote(current)} to content="width=device-width, initial-scale=1"`,
    why: 'Search engines rank pages by their mobile version; without a viewport, phones show a shrunken desktop page.',
    impact: 'high',
    effort: 'low',
  };
};

const structuredData: FixBuilder = (check) => {
  const blocks = numberField(check.value, 'jsonLd');
  const examples = examplesOf(
    check,
    (i) => `JSON-LD block ${String(i.block)} ${text(i, 'problem')}`,
  );
  const why = 'Structured data and Open Graph tags give rich search results and link previews.';
  if (check.status === 'fail') {
    return withExamples(
      {
        title:
          'Fix the JSON-LD that does not parse (quotes, commas, brackets) and check it with a structured-data validator',
        why: `${why} A block that does not parse is ignored.`,
        impact: 'medium',
        effort: 'low',
      },
      examples,
    );
  }
  if (blocks > 0) {
    return withExamples(
      {
        title: 'Add a schema.org "@type" (Organization, Product, Article …) to each JSON-LD block',
        why: `${why} Without a @type, search engines cannot tell what a block describes.`,
        impact: 'low',
        effort: 'low',
      },
      examples,
    );
  }
  const missing = field(check.value, 'openGraphMissing');
  const og =
    Array.isArray(missing) && missing.length > 0
      ? missing.join(', ')
      : 'og:title, og:description, og:image';
  return {
    title: `Describe the page: add a JSON-LD block with a schema.org @type (Organization, WebSite, Product …), or at least the Open Graph tags ${og}`,
    why,
    impact: 'low',
    effort: 'low',
  };
};

/** Fixes for the content and presentation checks, by check id. */
export const CONTENT_FIXES: Readonly<Record<string, FixBuilder>> = {
  title,
  'meta-description': metaDescription,
  headings,
  'link-text': linkText,
  'image-alt': imageAlt,
  'mobile-viewport': mobileViewport,
  'structured-data': structuredData,
};
