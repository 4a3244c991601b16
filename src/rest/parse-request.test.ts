import { describe, expect, it } from 'vitest';
import { parseRequest, type RawRequest } from './parse-request.ts';
import type { ParsedRequest } from './query-types.ts';

function parsed(query: string, headers: RawRequest['headers'] = {}): ParsedRequest {
  const result = parseRequest({ query, headers });
  if (!result.ok) throw new Error(`expected ${query} to parse: ${JSON.stringify(result.error)}`);
  return result.value;
}

function failure(query: string, headers: RawRequest['headers'] = {}) {
  const result = parseRequest({ query, headers });
  if (result.ok) throw new Error(`expected ${query} to fail`);
  return result.error;
}

describe('parseRequest: select', () => {
  it('defaults to * and reads columns, aliases and ::text casts', () => {
    expect(parsed('').select).toEqual([{ kind: 'star' }]);
    expect(parsed('select=id,name:title,created_at::text,"kind"').select).toEqual([
      { kind: 'column', column: 'id', alias: null, cast: null },
      { kind: 'column', column: 'title', alias: 'name', cast: null },
      { kind: 'column', column: 'created_at', alias: null, cast: 'text' },
      { kind: 'column', column: 'kind', alias: null, cast: null },
    ]);
  });

  it('keeps embedded resources by name so the builder can refuse them', () => {
    expect(parsed('select=*,owner:users!inner(id,email)').select).toEqual([
      { kind: 'star' },
      { kind: 'relation', name: 'users' },
    ]);
    expect(parsed('select=...users(*)').select).toEqual([{ kind: 'relation', name: 'users' }]);
  });

  it('refuses JSON paths and bad syntax', () => {
    expect(failure('select=payload->score').body.code).toBe('PGRST127');
    const error = failure('select=id;drop table users');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      code: 'PGRST100',
      message: '"failed to parse select parameter (id;drop table users)" (line 1, column 3)',
      details: 'unexpected ";" expecting "," or end of input',
      hint: null,
    });
    expect(failure('select=').body.code).toBe('PGRST100');
    expect(failure('select=id,').body.code).toBe('PGRST100');
  });
});

describe('parseRequest: filters', () => {
  it('reads every operator, with not. and * as % in like/ilike', () => {
    const where = parsed(
      'id=eq.1&a=neq.x&b=gt.2&c=gte.3&d=lt.4&e=lte.5&f=like.*ab*&g=ilike.A*&h=not.eq.z&title=eq.a.b.c',
    ).where;
    expect(where.map((f) => (f.kind === 'filter' ? [f.column, f.negate, f.operation] : f))).toEqual(
      [
        ['id', false, { op: 'eq', value: '1' }],
        ['a', false, { op: 'neq', value: 'x' }],
        ['b', false, { op: 'gt', value: '2' }],
        ['c', false, { op: 'gte', value: '3' }],
        ['d', false, { op: 'lt', value: '4' }],
        ['e', false, { op: 'lte', value: '5' }],
        ['f', false, { op: 'like', value: '%ab%' }],
        ['g', false, { op: 'ilike', value: 'A%' }],
        ['h', true, { op: 'eq', value: 'z' }],
        ['title', false, { op: 'eq', value: 'a.b.c' }],
      ],
    );
  });

  it('reads in.(…) with PostgREST quoting and the empty list', () => {
    expect(parsed('kind=in.(a,"b,c","d\\"e",f g)').where[0]).toMatchObject({
      operation: { op: 'in', values: ['a', 'b,c', 'd"e', 'f g'] },
    });
    expect(parsed('kind=in.()').where[0]).toMatchObject({ operation: { op: 'in', values: [] } });
    expect(failure('kind=in.1,2').body.details).toBe('unexpected "1" expecting "("');
    expect(failure('kind=in.(a,b').body.code).toBe('PGRST100');
    expect(failure('kind=in.(a)x').body.code).toBe('PGRST100');
  });

  it('reads is.null|true|false|unknown, case-insensitively', () => {
    for (const value of ['null', 'NULL', 'true', 'False', 'unknown']) {
      expect(parsed(`title=is.${value}`).where[0]).toMatchObject({
        operation: { op: 'is', value: value.toLowerCase() },
      });
    }
    expect(parsed('title=not.is.null').where[0]).toMatchObject({ negate: true });
    expect(failure('title=is.nothing').body.details).toBe(
      'unexpected "n" expecting null or trilean value (unknown, true, false)',
    );
  });

  it('keeps repeated filters on one column (all must hold)', () => {
    expect(parsed('created_at=gte.2024-01-01&created_at=lt.2025-01-01').where).toHaveLength(2);
  });

  it('answers PostgREST errors for unknown operators, missing operators and embedded paths', () => {
    expect(failure('foo=foo.bar').body).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse filter (foo.bar)" (line 1, column 5)',
      details: 'unknown single value operator foo',
    });
    // Stricter than PostgREST, which ignores it: `id=5` must not turn a DELETE into "all rows".
    expect(failure('id=5').body.code).toBe('PGRST100');
    expect(failure('id=').body.code).toBe('PGRST100');
    expect(failure('tags=cs.{a}').body.code).toBe('PGRST127');
    expect(failure('users.id=eq.1').body).toMatchObject({
      code: 'PGRST108',
      message: "'users' is not an embedded resource in this request",
    });
    expect(failure('payload->>score=eq.1').body.code).toBe('PGRST127');
    expect(failure('on_conflict=id').body.code).toBe('PGRST127');
  });

  it('ignores the apikey parameter', () => {
    expect(parsed('apikey=sb_publishable_x&id=eq.1').where).toHaveLength(1);
  });
});

describe('parseRequest: or/and', () => {
  it('reads nested trees with not., quoted values and lists', () => {
    const [tree] = parsed(
      'or=(title.eq."a,b",and(kind.eq.domain,not.or(target.is.null,title.like.*x*)),id.in.(1,2))',
    ).where;
    expect(tree).toEqual({
      kind: 'logic',
      operator: 'or',
      negate: false,
      children: [
        { kind: 'filter', column: 'title', negate: false, operation: { op: 'eq', value: 'a,b' } },
        {
          kind: 'logic',
          operator: 'and',
          negate: false,
          children: [
            {
              kind: 'filter',
              column: 'kind',
              negate: false,
              operation: { op: 'eq', value: 'domain' },
            },
            {
              kind: 'logic',
              operator: 'or',
              negate: true,
              children: [
                {
                  kind: 'filter',
                  column: 'target',
                  negate: false,
                  operation: { op: 'is', value: 'null' },
                },
                {
                  kind: 'filter',
                  column: 'title',
                  negate: false,
                  operation: { op: 'like', value: '%x%' },
                },
              ],
            },
          ],
        },
        {
          kind: 'filter',
          column: 'id',
          negate: false,
          operation: { op: 'in', values: ['1', '2'] },
        },
      ],
    });
  });

  it('reads not.or= and and= as top-level keys', () => {
    expect(parsed('not.or=(a.eq.1,b.eq.2)').where[0]).toMatchObject({
      operator: 'or',
      negate: true,
    });
    expect(parsed('and=(a.eq.1,b.not.eq.2)').where[0]).toMatchObject({ operator: 'and' });
  });

  it('fails like PostgREST on malformed trees', () => {
    expect(failure('or=(id.in.1,2,id.eq.3)').body).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse logic tree ((id.in.1,2,id.eq.3))" (line 1, column 10)',
      details: 'unexpected "1" expecting "("',
    });
    expect(failure('or=id.eq.1').body.code).toBe('PGRST100');
    expect(failure('or=()').body.code).toBe('PGRST100');
    expect(failure('or=(a.eq.1').body.code).toBe('PGRST100');
    expect(failure('or=(a.eq.1))').body.code).toBe('PGRST100');
  });

  it('refuses trees nested deeper than the limit instead of recursing', () => {
    const deep = `or=(${'and('.repeat(200)}a.eq.1${')'.repeat(200)})`;
    expect(failure(deep).body.details).toMatch(/nest at most/);
  });
});

describe('parseRequest: order, paging, columns', () => {
  it('reads order terms with direction and nulls', () => {
    expect(parsed('order=created_at.desc,title.asc.nullslast,kind,id.nullsfirst').order).toEqual([
      { column: 'created_at', direction: 'desc', nulls: null },
      { column: 'title', direction: 'asc', nulls: 'last' },
      { column: 'kind', direction: null, nulls: null },
      { column: 'id', direction: null, nulls: 'first' },
    ]);
    expect(failure('order=id.ac').body.details).toBe(
      'unexpected "a" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    );
    expect(failure('order=id.desc;select 1').body.code).toBe('PGRST100');
  });

  it('reads limit, offset and columns', () => {
    expect(parsed('limit=10&offset=20').paging).toEqual({ offset: 20, limit: 10 });
    expect(parsed('columns="title",kind').columns).toEqual(['title', 'kind']);
    expect(failure('limit=ten').body.code).toBe('PGRST100');
    expect(failure('offset=-3').body.code).toBe('PGRST100');
    expect(failure('limit=-1')).toMatchObject({ status: 416, body: { code: 'PGRST103' } });
  });
});

describe('parseRequest: headers', () => {
  it('reads Prefer, Accept and Range', () => {
    const request = parsed('', {
      prefer: 'count=exact, return=representation',
      accept: 'application/vnd.pgrst.object+json',
      range: '0-9',
    });
    expect(request).toMatchObject({
      count: 'exact',
      returning: 'representation',
      single: true,
      paging: { offset: 0, limit: 10 },
    });
    expect(parsed('', { accept: '*/*' }).single).toBe(false);
    expect(failure('', { accept: 'text/csv' })).toMatchObject({
      status: 406,
      body: { code: 'PGRST107', message: 'None of these media types are available: text/csv' },
    });
  });
});
