import fc from 'fast-check';
import { encode, longText, queryValue, rawUrlText } from './fuzz-inputs.ts';

/**
 * Generators of PostgREST requests for the `/rest/v1` property tests: query strings of
 * select/order/filters/logic/limit/offset and the Range, Prefer and Accept headers, built
 * from the grammar's real words with junk mixed in at every level.
 */

const COLUMNS = ['id', 'user_id', 'kind', 'target', 'title', 'payload', 'created_at', 'status'];
const JUNK_NAMES = ['password_hash', 'users', 'pg_class', '', '*', 'Title', 'a b', '"id"', 'id;'];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'cs',
  'cd',
  'fts',
  'match',
  'imatch',
  'isdistinct',
  'not.eq',
  'not.in',
  'not.is',
  'eq(any)',
  'like(all)',
  'nope',
];

/** A column name: a real one mostly, else something that is not one. */
const column = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...COLUMNS) },
  { weight: 1, arbitrary: fc.constantFrom(...JUNK_NAMES) },
  { weight: 1, arbitrary: rawUrlText(10) },
);

/** A filter value: typed-looking literals, lists, SQL fragments, junk. */
const literal = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom('null', 'true', 'false', 'unknown', 'NULL', '', '*', '%', '_'),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2024-02-30', 'now()', 'infinity', '-infinity', 'epoch', '1e400', 'NaN'),
  fc.constantFrom('domain', 'seo_audit', 'strategy', 'name_search', 'ok', 'quota_exceeded'),
  fc.constantFrom("' or 1=1 --", '{"a":1}', '{not json', '[1,2', 'a,b', '(a,b)', '"q,uoted"'),
  fc.integer().map(String),
);
const value = queryValue(
  fc.oneof(
    { weight: 3, arbitrary: literal.map(encode) },
    {
      weight: 1,
      arbitrary: fc.array(literal, { maxLength: 4 }).map((l) => `(${l.map(encode).join(',')})`),
    },
  ),
);

/** `col=[not.]op.value` */
const filter = fc
  .tuple(column, fc.constantFrom(...OPERATORS), value)
  .map(([col, op, v]) => `${encode(col)}=${op}.${v}`);

/** A logic tree for `or=(…)` / `and=(…)`, a few levels deep, sometimes unbalanced. */
const { tree } = fc.letrec<{ tree: string; condition: string }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .tuple(column, fc.constantFrom(...OPERATORS), literal)
      .map(([c, op, v]) => `${c}.${op}.${encode(v)}`),
    tie('tree'),
  ),
  tree: fc
    .tuple(
      fc.constantFrom('or', 'and', 'not.or', 'not.and', 'xor'),
      fc.array(tie('condition'), { minLength: 0, maxLength: 3 }),
      fc.constantFrom('', '', '', ')', '('),
    )
    .map(([op, parts, slip]) => `${op}(${parts.join(',')})${slip}`),
}));
const logic = tree.map((t) => {
  const at = t.indexOf('(');
  return `${t.slice(0, at)}=${t.slice(at)}`;
});

/** `select=` lists: columns, aliases, casts, embeddings, spread, junk. */
const selectItem = fc.oneof(
  { weight: 4, arbitrary: column },
  { weight: 1, arbitrary: fc.tuple(rawUrlText(6), column).map(([a, c]) => `${a}:${c}`) },
  { weight: 1, arbitrary: column.map((c) => `${c}::text`) },
  { weight: 1, arbitrary: column.map((c) => `${c}(*)`) },
  { weight: 1, arbitrary: column.map((c) => `...${c}`) },
  { weight: 1, arbitrary: column.map((c) => `payload->>${c}`) },
);
const select = fc
  .array(selectItem, { maxLength: 5 })
  .map((items) => `select=${items.map(encode).join(',')}`);

/** `order=col[.asc|.desc][.nullsfirst|.nullslast],…` */
const order = fc
  .array(
    fc
      .tuple(
        column,
        fc.constantFrom('', '.asc', '.desc', '.up', '.asc.desc'),
        fc.constantFrom('', '.nullsfirst', '.nullslast', '.nulls'),
      )
      .map(([c, dir, nulls]) => `${encode(c)}${dir}${nulls}`),
    { maxLength: 3 },
  )
  .map((items) => `order=${items.join(',')}`);

/** Numbers as PostgREST paging sees them: fine, negative, huge, fractional, not numbers. */
const count = fc.oneof(
  fc.nat(2000).map(String),
  fc.integer({ min: -5, max: -1 }).map(String),
  fc.constantFrom(
    '1e3',
    '1.5',
    '9007199254740993',
    '99999999999999999999',
    'abc',
    '',
    '0x10',
    ' 1',
  ),
);
const paging = fc
  .tuple(fc.constantFrom('limit', 'offset'), count)
  .map(([k, v]) => `${k}=${encode(v)}`);

const misc = fc.oneof(
  fc.constantFrom('columns=title,kind', 'on_conflict=id', 'apikey=x', 'select', 'order', '=x', '&'),
  longText.map((t) => `select=${t}`),
  fc.tuple(rawUrlText(10), rawUrlText(10)).map(([k, v]) => `${k}=${v}`),
);

/** Columns both tables have, with values of their own type: the grammar used right. */
const TYPED: Record<string, fc.Arbitrary<string>> = {
  id: fc.uuid().map(String),
  user_id: fc.uuid().map(String),
  kind: fc.constantFrom('domain', 'seo_audit', 'strategy', 'name_search'),
  target: fc.oneof(fc.domain(), fc.constantFrom('site1.example', '*.example', '%site%')),
  created_at: fc.date({ noInvalidDate: true, min: new Date(0) }).map((d) => d.toISOString()),
};
const TYPED_COLUMNS = Object.keys(TYPED);
const wellFormedFilter = fc.constantFrom(...TYPED_COLUMNS).chain((col) =>
  fc
    .tuple(
      fc.constantFrom('eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'not.eq', 'in', 'is'),
      fc.array(TYPED[col] ?? fc.string(), { minLength: 1, maxLength: 3 }),
    )
    .map(([op, values]) => {
      if (op === 'in') return `${col}=in.(${values.map(encode).join(',')})`;
      if (op === 'is') return `${col}=is.null`;
      return `${col}=${op}.${encode(values[0] ?? '')}`;
    }),
);
const wellFormed = fc
  .array(
    fc.oneof(
      wellFormedFilter,
      fc.subarray(TYPED_COLUMNS, { minLength: 1 }).map((cols) => `select=${cols.join(',')}`),
      fc
        .tuple(fc.constantFrom(...TYPED_COLUMNS), fc.constantFrom('.asc', '.desc', ''))
        .map(([c, d]) => `order=${c}${d}`),
      fc.tuple(fc.constantFrom('limit', 'offset'), fc.nat(40)).map(([k, n]) => `${k}=${n}`),
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join('&'));

const hostile = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: filter },
      { weight: 2, arbitrary: select },
      { weight: 2, arbitrary: order },
      { weight: 2, arbitrary: paging },
      { weight: 1, arbitrary: logic },
      { weight: 1, arbitrary: misc },
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join('&'));

/** A whole `/rest/v1` query string (without `?`): well formed half the time, else 0–6 parts of every kind. */
export const restQuery: fc.Arbitrary<string> = fc.oneof(wellFormed, hostile);

const rangeValue = fc.oneof(
  fc.tuple(fc.nat(50), fc.nat(50)).map(([a, b]) => `${a}-${b}`),
  fc.nat(50).map((a) => `${a}-`),
  fc.constantFrom(
    '-5',
    'abc',
    '0-',
    '0-9, 10-19',
    'items=0-9',
    '1-0',
    '0-99999999999999999999',
    '',
  ),
);
const preferValue = fc
  .array(
    fc.constantFrom(
      'count=exact',
      'count=planned',
      'count=estimated',
      'count=nope',
      'return=representation',
      'return=minimal',
      'return=headers-only',
      'return=',
      'resolution=merge-duplicates',
      'missing=default',
      'handling=strict',
      'tx=rollback',
      'max-affected=1',
      'timezone=Mars/Olympus',
      '=',
      ';;',
    ),
    { maxLength: 4 },
  )
  .map((items) => items.join(', '));
const acceptValue = fc.constantFrom(
  'application/json',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  'application/vnd.pgrst.plan+json',
  'text/csv',
  'application/geo+json',
  '*/*',
  'text/html, */*;q=0.1',
  'application/json;q=0',
  'garbage',
);

/** The grammar's headers (Range, Prefer, Accept): none half the time, else each present or not. */
export const restHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constant({}),
  fc
    .record(
      {
        range: rangeValue,
        prefer: preferValue,
        accept: acceptValue,
        'range-unit': fc.constant('items'),
      },
      { requiredKeys: [] },
    )
    .map((headers) => ({ ...headers })),
);
