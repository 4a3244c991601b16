/** One schema-validation failure as Fastify reports it (an AJV error object). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

const PART_NAMES: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
  body: 'field',
};

interface PropertySchema {
  examples?: unknown[];
}

function exampleFor(schema: unknown, context: string, name: string): string | undefined {
  const part = (schema as Record<string, unknown> | undefined)?.[context] as
    | { properties?: Record<string, PropertySchema> }
    | undefined;
  const example = part?.properties?.[name]?.examples?.[0];
  return typeof example === 'string' || typeof example === 'number' ? String(example) : undefined;
}

/**
 * Turns a Fastify schema-validation failure into one sentence a client can act on, instead of
 * the raw AJV text: `Missing the "domain" query parameter, for example ?domain=bestcoffee.com.`
 *
 * @param issues the `validation` array of the Fastify error
 * @param context the `validationContext` of the Fastify error (`querystring`, `body`, …)
 * @param routeSchema the route's schema, used for `examples` of the offending property
 */
export function validationMessage(
  issues: readonly ValidationIssue[],
  context: string | undefined,
  routeSchema?: unknown,
): string {
  const part = PART_NAMES[context ?? ''] ?? 'value';
  const issue = issues[0];
  if (issue === undefined) return `The request has an invalid ${part}.`;
  const fromPath = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');

  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    const name = issue.params.missingProperty;
    const example = context ? exampleFor(routeSchema, context, name) : undefined;
    const hint =
      example === undefined
        ? ''
        : context === 'querystring'
          ? `, for example ?${name}=${example}`
          : `, for example ${example}`;
    return `Missing the "${name}" ${part}${hint}.`;
  }
  if (issue.keyword === 'type' && fromPath !== '') {
    const type = String(issue.params.type ?? 'value');
    const once = context === 'querystring' ? ' (give it once)' : '';
    return `The "${fromPath}" ${part} must be a ${type}${once}.`;
  }
  if (issue.keyword === 'additionalProperties') {
    return `Unknown ${part} "${String(issue.params.additionalProperty)}": remove it.`;
  }
  const subject = fromPath === '' ? `The ${part}` : `The "${fromPath}" ${part}`;
  return `${subject} ${issue.message ?? 'is not valid'}.`;
}
