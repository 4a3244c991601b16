import { describe, expect, it } from 'vitest';
import { mapDatabaseError } from './db-error.ts';
import { parseRequest } from './parse-request.ts';
import type { ParsedRequest } from './query-types.ts';
import { contentRange, readReply, writeReply } from './respond.ts';

function req(query: string, headers: Record<string, string> = {}): ParsedRequest {
  const result = parseRequest({ query, headers });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

describe('contentRange', () => {
  it('writes PostgREST ranges', () => {
    expect(contentRange(0, 10, 57)).toBe('0-9/57');
    expect(contentRange(50, 7, 57)).toBe('50-56/57');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(60, 0, 57)).toBe('*/57');
    expect(contentRange(0, 3, null)).toBe('0-2/*');
  });
});

describe('readReply', () => {
  const page = { page_total: 2, body: '[{"a":1}, {"a":2}]', total: null };

  it('answers 200 with the rows, 206 for a partial counted page', () => {
    expect(readReply(page, req(''), false)).toEqual({
      ok: true,
      reply: {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'content-range': '0-1/*' },
        body: page.body,
      },
    });
    const partial = readReply(
      { ...page, total: 57 },
      req('limit=2', { prefer: 'count=exact' }),
      true,
    );
    expect(partial).toMatchObject({ ok: true, reply: { status: 206, body: null } });
    expect(partial.ok && partial.reply.headers['content-range']).toBe('0-1/57');
  });

  it('answers 416 past the last row, but not for an empty first page', () => {
    expect(
      readReply({ page_total: 0, body: '[]', total: 5 }, req('offset=10'), false),
    ).toMatchObject({
      ok: false,
      error: {
        status: 416,
        body: { details: 'An offset of 10 was requested, but there are only 5 rows.' },
      },
    });
    expect(readReply({ page_total: 0, body: '[]', total: 0 }, req(''), false).ok).toBe(true);
  });

  it('answers one object, or 406 PGRST116 naming the row count', () => {
    const single = req('', { accept: 'application/vnd.pgrst.object+json' });
    expect(
      readReply({ page_total: 1, body: '[{"a":1}]', total: null }, single, false),
    ).toMatchObject({
      ok: true,
      reply: {
        body: '{"a":1}',
        headers: { 'content-type': 'application/vnd.pgrst.object+json; charset=utf-8' },
      },
    });
    expect(readReply({ page_total: 0, body: '[]', total: null }, single, false)).toMatchObject({
      ok: false,
      error: { status: 406, body: { code: 'PGRST116', details: 'The result contains 0 rows' } },
    });
  });
});

describe('writeReply', () => {
  const row = { page_total: 1, body: '[{"id":"x"}]', total: null };
  it('answers 201/204 without a body unless return=representation', () => {
    expect(writeReply(row, req(''), true)).toEqual({
      status: 201,
      headers: { 'content-range': '*/*' },
      body: null,
    });
    expect(writeReply(row, req(''), false)).toEqual({
      status: 204,
      headers: { 'content-range': '0-0/*' },
      body: null,
    });
    expect(writeReply(row, req('', { prefer: 'return=representation' }), true)).toMatchObject({
      status: 201,
      body: '[{"id":"x"}]',
    });
    expect(writeReply(row, req('', { prefer: 'return=representation' }), false).status).toBe(200);
  });
});

describe('mapDatabaseError', () => {
  it('passes client-caused errors through with PostgREST statuses', () => {
    expect(
      mapDatabaseError({
        code: '22P02',
        message: 'invalid input syntax for type uuid: "x"',
        query: 'SELECT secret',
      }),
    ).toEqual({
      status: 400,
      body: {
        code: '22P02',
        message: 'invalid input syntax for type uuid: "x"',
        details: null,
        hint: null,
      },
    });
    expect(
      mapDatabaseError({ code: '42501', message: 'new row violates row-level security policy' })
        ?.status,
    ).toBe(403);
    expect(
      mapDatabaseError({
        code: '23505',
        message: 'duplicate key',
        detail: 'Key (id)=(x) already exists.',
      }),
    ).toMatchObject({
      status: 409,
      body: { details: 'Key (id)=(x) already exists.' },
    });
  });

  it('keeps everything else (our bugs) out of responses', () => {
    expect(
      mapDatabaseError({ code: '42601', message: 'syntax error at or near "SELECT"' }),
    ).toBeNull();
    expect(
      mapDatabaseError({ code: '42P18', message: 'could not determine data type of parameter $3' }),
    ).toBeNull();
    expect(mapDatabaseError(new Error('connection reset'))).toBeNull();
    expect(mapDatabaseError('boom')).toBeNull();
  });
});
