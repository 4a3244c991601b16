import { type Check, fail, pass, warn } from './check.ts';

const OG_REQUIRED = ['og:title', 'og:description', 'og:image'];

/** True when the JSON-LD value (an object, an array, or a `@graph`) gives every node a `@type`. */
function hasTypes(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(hasTypes);
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Record<string, unknown>;
  if (node['@type'] !== undefined) return true;
  return Array.isArray(node['@graph']) && hasTypes(node['@graph']);
}

/**
 * JSON-LD blocks that all parse and each have `@type` pass; one that does not parse
 * fails (one without `@type` warns); no JSON-LD but complete Open Graph (`og:title`,
 * `og:description`, `og:image`) passes; neither warns. No n/a.
 */
export const check: Check<'jsonLd' | 'openGraph'> = {
  meta: {
    id: 'structured-data',
    title: 'Page describes itself with structured data',
    failureTitle: 'Page structured data needs attention',
    description:
      'Structured data (JSON-LD with schema.org types) and Open Graph tags let search ' +
      'engines and social networks show rich results and link previews.',
    weight: 1,
    requires: ['jsonLd', 'openGraph'],
  },
  run({ jsonLd, openGraph }) {
    const missingOg = OG_REQUIRED.filter((p) => !openGraph[p]?.trim());
    if (jsonLd.length === 0) {
      const value = { jsonLd: 0, openGraphMissing: missingOg };
      if (missingOg.length === 0) {
        return pass(value, 'No JSON-LD, but complete Open Graph tags (title, description, image).');
      }
      return warn(
        value,
        'The page has no structured data. Add a JSON-LD block with a schema.org @type ' +
          '(Organization, Article, Product …), or at least Open Graph tags; missing: ' +
          `${missingOg.join(', ')}.`,
      );
    }
    const items: { block: number; problem: string }[] = [];
    const types: string[] = [];
    jsonLd.forEach((text, index) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        const why = error instanceof Error ? error.message : 'invalid JSON';
        items.push({ block: index + 1, problem: `does not parse: ${why}` });
        return;
      }
      if (!hasTypes(parsed)) items.push({ block: index + 1, problem: 'has no @type' });
      else if (!Array.isArray(parsed))
        types.push(String((parsed as Record<string, unknown>)['@type'] ?? '@graph'));
    });
    const value = { jsonLd: jsonLd.length, types, problems: items.length };
    if (items.some((i) => i.problem.startsWith('does not parse'))) {
      return fail(
        value,
        'A JSON-LD block is not valid JSON, so search engines ignore it (listed below). ' +
          'Fix the syntax (quotes, commas, brackets) and check it with a structured-data validator.',
        items,
      );
    }
    if (items.length > 0) {
      return warn(
        value,
        'A JSON-LD block has no @type, so search engines cannot tell what it describes. ' +
          'Add "@type" with a schema.org type to each block.',
        items,
      );
    }
    return pass(
      value,
      `${jsonLd.length} JSON-LD block${jsonLd.length === 1 ? '' : 's'} parse and have a @type.`,
    );
  },
};
