import { Cursor } from './cursor.ts';
import { parseAccept } from './parse-accept.ts';
import { parseColumns } from './parse-columns.ts';
import { parseLogic } from './parse-logic.ts';
import { parseOperation } from './parse-operation.ts';
import { parseOrder } from './parse-order.ts';
import { parsePaging } from './parse-paging.ts';
import { parsePrefer } from './parse-prefer.ts';
import { parseSelect } from './parse-select.ts';
import type { Condition, Filter, ParsedRequest } from './query-types.ts';
import { attempt, notImplemented, RestFailure, type Result, restError } from './rest-error.ts';

/** The parts of an HTTP request the /rest/v1 grammar reads. */
export interface RawRequest {
  /** The query string, without the leading `?`, still percent-encoded. */
  query: string;
  headers: { range?: string; prefer?: string; accept?: string };
}

const LOGIC_KEYS = new Set(['and', 'or', 'not.and', 'not.or']);
/** Parameters that belong to authentication, not to the query. */
const IGNORED_KEYS = new Set(['apikey']);

function notEmbedded(key: string): RestFailure {
  const resource = key.split('.')[0] ?? key;
  return new RestFailure(
    restError(
      400,
      'PGRST108',
      `'${resource}' is not an embedded resource in this request`,
      null,
      `Verify that '${resource}' is included in the 'select' query parameter.`,
    ),
  );
}

function filterParam(key: string, value: string): Filter {
  if (key.includes('->')) {
    throw new RestFailure(notImplemented('JSON paths (-> and ->>) are not supported here.'));
  }
  const path = new Cursor(key, 'tree path');
  const column = path.fieldName();
  path.end('end of input');
  const cursor = new Cursor(value, 'filter');
  const { negate, operation } = parseOperation(cursor, 'rest');
  cursor.end('end of input');
  return { kind: 'filter', column, negate, operation };
}

function parse(raw: RawRequest): ParsedRequest {
  const single: Record<string, string> = {};
  const where: Condition[] = [];
  for (const [key, value] of new URLSearchParams(raw.query)) {
    if (IGNORED_KEYS.has(key)) continue;
    if (LOGIC_KEYS.has(key)) {
      where.push(parseLogic(key as 'and' | 'or' | 'not.and' | 'not.or', value));
    } else if (key === 'select' || key === 'columns' || key === 'order') {
      single[key] ??= value;
    } else if (key === 'limit' || key === 'offset') {
      single[key] = value;
    } else if (key === 'on_conflict') {
      throw new RestFailure(notImplemented('Upserts (on_conflict) are not supported.'));
    } else if (key.includes('.') && !key.includes('->')) {
      // `rel.col=eq.1`, `rel.order=…`: parameters of an embedded resource.
      throw notEmbedded(key);
    } else {
      where.push(filterParam(key, value));
    }
  }

  const accept = parseAccept(raw.headers.accept);
  if (!accept.ok) throw new RestFailure(accept.error);
  const prefs = parsePrefer(raw.headers.prefer);
  const paging = parsePaging({
    ...(single.limit === undefined ? {} : { limit: single.limit }),
    ...(single.offset === undefined ? {} : { offset: single.offset }),
    ...(raw.headers.range === undefined ? {} : { range: raw.headers.range }),
  });
  return {
    select: parseSelect(single.select ?? '*'),
    where,
    order: single.order === undefined ? [] : parseOrder(single.order),
    paging,
    columns: single.columns === undefined ? null : parseColumns(single.columns),
    count: prefs.count,
    returning: prefs.returning,
    missingDefault: prefs.missingDefault,
    single: accept.value.single,
  };
}

/**
 * Parses the PostgREST grammar of a /rest/v1 request — `select`, filters, `or`/`and`,
 * `order`, `limit`/`offset`, `columns`, and the `Range`, `Prefer` and `Accept` headers —
 * without looking at any resource. Syntax errors are `PGRST100` (400), bad ranges `PGRST103`
 * (416), unsupported PostgREST features `PGRST127` (400), unknown media types `PGRST107` (406).
 *
 * Unlike PostgREST, a parameter that is neither reserved nor a valid filter is an error rather
 * than silently ignored, so a typo such as `DELETE ?id=5` (for `id=eq.5`) cannot match every row.
 *
 * @example
 * parseRequest({ query: 'select=*&kind=eq.domain&order=created_at.desc&limit=20', headers: {} });
 */
export function parseRequest(raw: RawRequest): Result<ParsedRequest> {
  return attempt(() => parse(raw));
}
