import { describe, expect, it } from 'vitest';
import { buildDelete } from './build-delete.ts';
import { buildInsert } from './build-insert.ts';
import { buildSelect } from './build-select.ts';
import { buildUpdate } from './build-update.ts';
import { parseRequest } from './parse-request.ts';
import { SAVED_REPORTS } from './resources.ts';
import type { Result } from './rest-error.ts';
import type { Statement } from './sql-params.ts';

const ME = '11111111-1111-4111-8111-111111111111';
/** Every hostile input carries this marker; it must never reach the SQL text. */
const MARK = 'xyzzy';
const TEN_KB = `${MARK}${'a'.repeat(10_240)}`;
const enc = encodeURIComponent;

const HOSTILE_QUERIES = [
  `title=eq.${enc(`${MARK}'); DROP TABLE users; --`)}`,
  `title=eq.${enc(`${MARK}" OR 1=1 --`)}`,
  `title=like.${enc(`%${MARK}%' OR '1'='1`)}`,
  `title=in.(${enc(`"${MARK}') OR true --",b`)})`,
  `id=eq.${enc(`${MARK}'::uuid OR true; SELECT pg_sleep(10)`)}`,
  `or=(title.eq.${enc(`${MARK}') OR (1=1`)},id.is.null)`,
  `or=(title.eq."${enc(`${MARK}),id.eq.1) OR (true`)}")`,
  `select=${enc(`${MARK}:title`)}`,
  `select=${enc(`"${MARK} ""x"" --":title`)}`,
  `select=${enc(`title,(SELECT password_hash FROM users) AS ${MARK}`)}`,
  `select=${enc(`title::text; DROP TABLE ${MARK}`)}`,
  `select=${enc(`title::${MARK}`)}`,
  `order=${enc(`title;DROP TABLE ${MARK}`)}`,
  `order=${enc(`(SELECT 1) ${MARK}`)}`,
  `order=${enc(`title.desc,${MARK}`)}`,
  `${enc(`title" = '' OR 1=1 -- ${MARK}`)}=eq.x`,
  `${enc(`"${MARK}"`)}=eq.x`,
  `${MARK}=eq.1`,
  `title=${MARK}.1`,
  `title=eq.${TEN_KB}`,
  `id=eq.${TEN_KB}`,
  `title=in.(${Array.from({ length: 500 }, (_, i) => `${MARK}${i}`).join(',')})`,
  `select=${TEN_KB}`,
  `order=${TEN_KB}`,
  `${TEN_KB}=eq.1`,
  `limit=${enc(`1; DROP TABLE ${MARK}`)}`,
  `offset=${enc(`0 ${MARK}`)}`,
  `columns=${enc(`title,${MARK}`)}`,
];

const HOSTILE_HEADERS = [
  { range: `0-9; DROP TABLE ${MARK}` },
  { range: `${MARK}` },
  { prefer: `count=exact; ${MARK}` },
  { accept: `application/${MARK}` },
];

function expectSafe(result: Result<Statement | null>): void {
  if (!result.ok) {
    expect(result.error.status).toBeGreaterThanOrEqual(400);
    expect(result.error.status).toBeLessThan(500);
    expect(Object.keys(result.error.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    // Messages may echo the caller's own words, never the statement we would have built.
    const text = JSON.stringify(result.error.body);
    expect(text).not.toMatch(/\$\d|json_build_object|pgrst_|"user_id" =|::uuid/);
    return;
  }
  if (result.value === null) return;
  expect(result.value.text.toLowerCase()).not.toContain(MARK);
  expect(result.value.text).not.toMatch(/;|--/);
}

describe('hostile inputs never reach the SQL text', () => {
  it.each(HOSTILE_QUERIES.map((q) => [q.length > 120 ? `${q.slice(0, 120)}…` : q, q]))(
    '%s',
    (_label, query) => {
      const parsed = parseRequest({ query, headers: { prefer: 'return=representation' } });
      if (!parsed.ok) {
        expectSafe(parsed);
        return;
      }
      expectSafe(buildSelect(SAVED_REPORTS, parsed.value, ME, { maxRows: 1000, withBody: true }));
      expectSafe(buildSelect(SAVED_REPORTS, parsed.value, ME, { maxRows: 1000, withBody: false }));
      expectSafe(buildUpdate(SAVED_REPORTS, parsed.value, ME, { title: `${MARK}'` }));
      expectSafe(buildDelete(SAVED_REPORTS, parsed.value, ME));
      expectSafe(buildInsert(SAVED_REPORTS, parsed.value, ME, { kind: 'domain', title: MARK }));
    },
  );

  it.each(HOSTILE_HEADERS.map((h) => [JSON.stringify(h), h]))('header %s', (_label, headers) => {
    const parsed = parseRequest({ query: 'select=*', headers });
    if (!parsed.ok) return expectSafe(parsed);
    expectSafe(buildSelect(SAVED_REPORTS, parsed.value, ME, { maxRows: 1000, withBody: true }));
  });

  it('keeps hostile payload keys and values out of the SQL text', () => {
    for (const body of [
      { [`title" = 'x'; DROP TABLE ${MARK}; --`]: 1 },
      { kind: `${MARK}'); DROP TABLE users; --`, title: TEN_KB, payload: { [MARK]: MARK } },
      [{ kind: MARK }, { kind: MARK }],
    ]) {
      expectSafe(buildInsert(SAVED_REPORTS, parseOk('select=*'), ME, body));
      expectSafe(buildUpdate(SAVED_REPORTS, parseOk('id=eq.1'), ME, body));
    }
  });
});

function parseOk(query: string) {
  const parsed = parseRequest({ query, headers: { prefer: 'return=representation' } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}
