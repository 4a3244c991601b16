import type { SelectRow } from './build-select.ts';
import type { ParsedRequest } from './query-types.ts';
import { type RestError, rangeError, singularityError } from './rest-error.ts';

/** What to send for a successful statement: status, headers and body text (or none). */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** `Content-Type` of JSON bodies: an array, or one object when `single` was asked for. */
export function contentType(single: boolean): string {
  return single
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
}

/** `Content-Range` as PostgREST writes it: `0-9/57`, `*\/57` when empty, `/*` without a count. */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 && total !== 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** One object out of the database's one-element JSON array, or the whole array. */
function bodyText(body: string | null, single: boolean): string | null {
  if (body === null) return null;
  return single ? body.slice(1, -1).trim() : body;
}

/**
 * The reply to a read (GET, or HEAD when `head`): 200 with the rows, 206 when a count shows
 * the page is partial, 416 `PGRST103` when the offset is past the last row, 406 `PGRST116`
 * when one object was asked for and the page has another number of rows.
 */
export function readReply(
  row: SelectRow,
  parsed: ParsedRequest,
  head: boolean,
): { ok: true; reply: Reply } | { ok: false; error: RestError } {
  const { offset } = parsed.paging;
  if (row.total !== null && offset > row.total) {
    return {
      ok: false,
      error: rangeError(
        `An offset of ${offset} was requested, but there are only ${row.total} rows.`,
      ),
    };
  }
  if (parsed.single && row.page_total !== 1) {
    return { ok: false, error: singularityError(row.page_total) };
  }
  const partial = row.total !== null && row.page_total < row.total;
  return {
    ok: true,
    reply: {
      status: partial ? 206 : 200,
      headers: {
        'content-type': contentType(parsed.single),
        'content-range': contentRange(offset, row.page_total, row.total),
      },
      body: head ? null : bodyText(row.body, parsed.single),
    },
  };
}

/**
 * The reply to a write whose singular check (if any) has passed: 201 (insert) or 200 with the
 * rows for `Prefer: return=representation`, else 201 (insert) or 204 with no body.
 */
export function writeReply(row: SelectRow, parsed: ParsedRequest, insert: boolean): Reply {
  const representation = parsed.returning === 'representation';
  const range = insert ? `*/${row.total ?? '*'}` : contentRange(0, row.page_total, row.total);
  const headers: Record<string, string> = { 'content-range': range };
  if (!representation) return { status: insert ? 201 : 204, headers, body: null };
  headers['content-type'] = contentType(parsed.single);
  return { status: insert ? 201 : 200, headers, body: bodyText(row.body, parsed.single) };
}
