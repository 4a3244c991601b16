import { describe, expect, it } from 'vitest';
import { buildDelete } from './build-delete.ts';
import { buildInsert } from './build-insert.ts';
import { buildSelect } from './build-select.ts';
import { buildUpdate } from './build-update.ts';
import { parseRequest } from './parse-request.ts';
import type { ParsedRequest } from './query-types.ts';
import { SAVED_REPORTS, USAGE_EVENTS } from './resources.ts';
import type { RestError, Result } from './rest-error.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const READ = { maxRows: 1000, withBody: true };

function req(query: string, headers: Record<string, string> = {}): ParsedRequest {
  const result = parseRequest({ query, headers });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

function ok<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

function err<T>(result: Result<T>): RestError {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('buildSelect', () => {
  it('always scopes to the caller first and binds every value', () => {
    const sql = ok(
      buildSelect(
        SAVED_REPORTS,
        req('select=id,title&kind=eq.domain&order=created_at.desc&limit=20'),
        ME,
        READ,
      ),
    );
    expect(sql.text).toContain('WHERE "user_id" = $1::uuid AND "kind" = $2::text');
    expect(sql.text).toContain(
      'ORDER BY "saved_reports"."created_at" DESC LIMIT $3::bigint OFFSET $4::bigint',
    );
    expect(sql.text).toContain(`json_agg(pgrst_source)`);
    expect(sql.text).toContain('FROM (SELECT "id", "title" FROM "saved_reports"');
    expect(sql.values).toEqual([ME, 'domain', '20', '0']);
    expect(sql.text).toContain('NULL::int AS total');
  });

  it('casts values to the column type and caps the page at maxRows', () => {
    const sql = ok(
      buildSelect(
        SAVED_REPORTS,
        req('id=in.(a,b)&created_at=gte.2024-01-01&payload=eq.{}&limit=5000'),
        ME,
        READ,
      ),
    );
    expect(sql.text).toContain('"id" IN ($2::uuid, $3::uuid)');
    expect(sql.text).toContain('"created_at" >= $4::timestamptz');
    expect(sql.text).toContain('"payload" = $5::jsonb');
    expect(sql.values.at(-2)).toBe('1000');
  });

  it('counts with the same WHERE when Prefer: count is set, and skips the body for HEAD', () => {
    const sql = ok(
      buildSelect(USAGE_EVENTS, req('kind=eq.domain', { prefer: 'count=exact' }), ME, {
        maxRows: 1000,
        withBody: false,
      }),
    );
    expect(sql.text).toContain(
      '(SELECT count(*)::int FROM "usage_events" WHERE "user_id" = $1::uuid AND "kind" = $2::text) AS total',
    );
    expect(sql.text).toContain('NULL::text AS body');
    expect(sql.text).not.toContain('json_build_object');
  });

  it('binds aliases as parameters, never as SQL text', () => {
    const sql = ok(buildSelect(SAVED_REPORTS, req('select=name:title'), ME, READ));
    expect(sql.text).toContain('json_build_object($2::text, "title") AS pgrst_row');
    expect(sql.text).toContain('json_agg(pgrst_source.pgrst_row)');
    expect(sql.values[1]).toBe('name');
  });

  it('answers 42703 for unknown columns wherever they appear', () => {
    for (const query of ['select=foo', 'foo=eq.1', 'order=foo.desc', 'or=(foo.eq.1,id.eq.2)']) {
      expect(err(buildSelect(SAVED_REPORTS, req(query), ME, READ))).toEqual({
        status: 400,
        body: {
          code: '42703',
          message: 'column saved_reports.foo does not exist',
          details: null,
          hint: null,
        },
      });
    }
  });

  it('refuses what PostgreSQL would refuse, with its codes', () => {
    expect(err(buildSelect(SAVED_REPORTS, req('id=like.abc*'), ME, READ))).toMatchObject({
      status: 404,
      body: { code: '42883', message: 'operator does not exist: uuid ~~ unknown' },
    });
    expect(err(buildSelect(SAVED_REPORTS, req('title=is.true'), ME, READ)).body.code).toBe('42804');
    expect(err(buildSelect(SAVED_REPORTS, req('select=id::int'), ME, READ)).body.code).toBe(
      'PGRST127',
    );
    expect(err(buildSelect(SAVED_REPORTS, req('select=*,users(*)'), ME, READ)).body.code).toBe(
      'PGRST200',
    );
    expect(
      err(buildSelect(SAVED_REPORTS, req(`select=${'*,'.repeat(8)}*`), ME, READ)).body.code,
    ).toBe('PGRST100');
  });

  it('renders an empty list as false and negation as NOT', () => {
    const sql = ok(buildSelect(SAVED_REPORTS, req('id=in.()&title=not.is.null'), ME, READ));
    expect(sql.text).toContain('AND false AND NOT ("title" IS NULL)');
  });
});

describe('buildInsert', () => {
  it('inserts the body as one JSON parameter and fills the owner', () => {
    const sql = ok(
      buildInsert(SAVED_REPORTS, req('select=*', { prefer: 'return=representation' }), ME, {
        kind: 'domain',
        title: 'x',
      }),
    );
    expect(sql.text).toContain(
      'INSERT INTO "saved_reports" ("user_id", "kind", "title") SELECT $2::uuid, pgrst_body."kind", pgrst_body."title" FROM json_to_recordset($1::json) AS pgrst_body("kind" text, "title" text)',
    );
    expect(sql.values).toEqual([JSON.stringify([{ kind: 'domain', title: 'x' }]), ME]);
    expect(sql.text).toContain(
      '(SELECT coalesce(json_agg(pgrst_source), \'[]\')::text FROM (SELECT "id",',
    );
  });

  it('uses columns= when given and requires matching keys otherwise', () => {
    const sql = ok(
      buildInsert(SAVED_REPORTS, req('columns="kind","payload"'), ME, [
        { kind: 'domain' },
        { payload: {} },
      ]),
    );
    expect(sql.text).toContain('AS pgrst_body("kind" text, "payload" jsonb)');
    expect(sql.text).toContain('NULL::text AS body');
    expect(
      err(buildInsert(SAVED_REPORTS, req(''), ME, [{ kind: 'a' }, { title: 'b' }])).body,
    ).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    });
    expect(err(buildInsert(SAVED_REPORTS, req(''), ME, 'text')).body.code).toBe('PGRST102');
    expect(err(buildInsert(SAVED_REPORTS, req(''), ME, [1, 2])).body.code).toBe('PGRST102');
  });

  it('answers PGRST204 for unknown payload columns', () => {
    expect(err(buildInsert(SAVED_REPORTS, req(''), ME, { foo: 1 })).body).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'foo' column of 'saved_reports' in the schema cache",
    });
    expect(err(buildInsert(SAVED_REPORTS, req('columns=bar'), ME, { kind: 'x' })).body.code).toBe(
      'PGRST204',
    );
  });

  it('refuses another owner with 42501 (403) and accepts its own id in any spelling', () => {
    expect(
      err(buildInsert(SAVED_REPORTS, req(''), ME, { kind: 'domain', user_id: OTHER })),
    ).toEqual({
      status: 403,
      body: {
        code: '42501',
        message: 'new row violates row-level security policy for table "saved_reports"',
        details: null,
        hint: null,
      },
    });
    expect(
      buildInsert(SAVED_REPORTS, req(''), ME, { kind: 'domain', user_id: ME.toUpperCase() }).ok,
    ).toBe(true);
  });

  it('inserts default rows for empty objects and refuses read-only resources', () => {
    const sql = ok(buildInsert(SAVED_REPORTS, req(''), ME, [{}, {}]));
    expect(sql.text).toContain('("user_id") SELECT $2::uuid FROM json_array_elements($1::json)');
    expect(err(buildInsert(USAGE_EVENTS, req(''), ME, { kind: 'domain' }))).toMatchObject({
      status: 403,
      body: { code: '42501', message: 'permission denied for table usage_events' },
    });
  });
});

describe('buildUpdate and buildDelete', () => {
  it('updates only title, within the caller rows matched by the filters', () => {
    const sql = ok(buildUpdate(SAVED_REPORTS, req(`id=eq.${OTHER}`), ME, { title: 'New' }));
    expect(sql?.text).toContain(
      'UPDATE "saved_reports" SET "title" = $1::text WHERE "user_id" = $2::uuid AND "id" = $3::uuid RETURNING "saved_reports".*',
    );
    expect(sql?.values).toEqual(['New', ME, OTHER]);
  });

  it('refuses other columns (42501, as the column grant would) and unknown ones (PGRST204)', () => {
    expect(err(buildUpdate(SAVED_REPORTS, req(''), ME, { kind: 'seo_audit' }))).toMatchObject({
      status: 403,
      body: { code: '42501', message: 'permission denied for table saved_reports' },
    });
    expect(err(buildUpdate(SAVED_REPORTS, req(''), ME, { user_id: OTHER })).body.code).toBe(
      '42501',
    );
    expect(err(buildUpdate(SAVED_REPORTS, req(''), ME, { nope: 1 })).body.code).toBe('PGRST204');
    expect(err(buildUpdate(SAVED_REPORTS, req(''), ME, [{ title: 'x' }])).body.code).toBe(
      'PGRST102',
    );
    expect(err(buildUpdate(USAGE_EVENTS, req(''), ME, { kind: 'x' })).status).toBe(403);
  });

  it('coerces non-string values the way PostgREST does', () => {
    expect(ok(buildUpdate(SAVED_REPORTS, req(''), ME, { title: 42 }))?.values[0]).toBe('42');
    expect(ok(buildUpdate(SAVED_REPORTS, req(''), ME, { title: null }))?.values[0]).toBeNull();
  });

  it('does nothing for an empty body', () => {
    expect(ok(buildUpdate(SAVED_REPORTS, req(''), ME, {}))).toBeNull();
  });

  it('deletes within the caller rows, honouring order and limit', () => {
    const sql = ok(
      buildDelete(SAVED_REPORTS, req('kind=eq.domain&order=created_at.asc&limit=2'), ME),
    );
    expect(sql.text).toContain(
      'DELETE FROM "saved_reports" WHERE "user_id" = $1::uuid AND "kind" = $2::text AND "id" IN (SELECT "id" FROM "saved_reports" WHERE "user_id" = $1::uuid AND "kind" = $2::text ORDER BY "saved_reports"."created_at" ASC LIMIT $3::bigint OFFSET $4::bigint)',
    );
    expect(err(buildDelete(USAGE_EVENTS, req(''), ME)).status).toBe(403);
  });
});

describe('buildInsert with Prefer: missing=default', () => {
  it('inserts each set of present keys on its own, so absent columns take their defaults', () => {
    const parsed = req('columns=kind,title', { prefer: 'missing=default' });
    const sql = ok(
      buildInsert(SAVED_REPORTS, parsed, ME, [{ kind: 'domain' }, { kind: 'domain', title: 't' }]),
    );
    expect(sql.text).toContain(
      'pgrst_insert_0 AS (INSERT INTO "saved_reports" ("user_id", "kind") SELECT $2::uuid',
    );
    expect(sql.text).toContain(
      'pgrst_insert_1 AS (INSERT INTO "saved_reports" ("user_id", "kind", "title")',
    );
    expect(sql.text).toContain(
      'pgrst_affected AS (SELECT * FROM pgrst_insert_0 UNION ALL SELECT * FROM pgrst_insert_1)',
    );
    expect(sql.values).toEqual([
      JSON.stringify([{ kind: 'domain' }]),
      ME,
      JSON.stringify([{ kind: 'domain', title: 't' }]),
    ]);
  });
});
