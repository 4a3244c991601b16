import type { Cursor } from './cursor.ts';
import type { Operation, TriValue } from './query-types.ts';
import { SINGLE_VALUE_OPS, type SingleValueOp } from './query-types.ts';
import { notImplemented, RestFailure } from './rest-error.ts';

/** PostgREST operators this server knows but does not implement (refused with PGRST127). */
const UNSUPPORTED_OPS = new Set([
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'match',
  'imatch',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

const TRI_VALUES: readonly TriValue[] = ['null', 'unknown', 'true', 'false'];

/**
 * Where a value ends. `rest`: a top-level filter, whose value is the rest of the parameter.
 * `logic`: inside `or=(…)`, where a value ends at `,` or `)` unless quoted.
 */
export type ValueMode = 'rest' | 'logic';

function isSingleValueOp(name: string): name is SingleValueOp {
  return (SINGLE_VALUE_OPS as readonly string[]).includes(name);
}

/** An element of `in.(…)`: quoted (`"a,b"`, `\` escapes) or everything up to `,` or `)`. */
function listElement(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.pos;
    const value = cursor.quoted();
    if (cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.pos = start;
  }
  const start = cursor.pos;
  while (!cursor.atEnd() && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
  return cursor.text.slice(start, cursor.pos);
}

function listValue(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.skipSpaces();
  const values = [listElement(cursor)];
  while (cursor.eat(',')) values.push(listElement(cursor));
  cursor.skipSpaces();
  cursor.expect(')', '"," or ")"');
  cursor.skipSpaces();
  // `in.()` reads as one empty element, PostgREST's spelling of the empty list.
  return values.length === 1 && values[0] === '' ? [] : values;
}

/** A single value inside a logic tree: quoted, a `{…}` array literal, or up to `,`/`)`. */
function logicValue(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.pos;
    const value = cursor.quoted();
    if (cursor.atEnd() || cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.pos = start;
  }
  const start = cursor.pos;
  if (cursor.peek() === '{') {
    const close = cursor.text.indexOf('}', start);
    const nested = cursor.text.indexOf('{', start + 1);
    if (close !== -1 && (nested === -1 || nested > close)) {
      cursor.pos = close + 1;
      return cursor.text.slice(start, cursor.pos);
    }
  }
  while (!cursor.atEnd() && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
  return cursor.text.slice(start, cursor.pos);
}

function triValue(cursor: Cursor): TriValue {
  const word =
    cursor.text
      .slice(cursor.pos)
      .match(/^[a-z]+/i)?.[0]
      ?.toLowerCase() ?? '';
  const value = TRI_VALUES.find((v) => v === word);
  if (value === undefined) {
    cursor.fail(`${cursor.unexpected()} expecting null or trilean value (unknown, true, false)`);
  }
  cursor.pos += word.length;
  return value;
}

/**
 * Parses `[not.]op.value` at the cursor (PostgREST's `pOpExpr`). Unknown operators fail with
 * `PGRST100`; PostgREST operators this server does not implement fail with `PGRST127`.
 */
export function parseOperation(
  cursor: Cursor,
  mode: ValueMode,
): { negate: boolean; operation: Operation } {
  const negate = cursor.eat('not.');
  if (cursor.eat('in.')) return { negate, operation: { op: 'in', values: listValue(cursor) } };
  if (cursor.eat('is.')) return { negate, operation: { op: 'is', value: triValue(cursor) } };

  const start = cursor.pos;
  while (!cursor.atEnd() && cursor.peek() !== '.') {
    if (mode === 'logic' && (cursor.peek() === ',' || cursor.peek() === ')')) break;
    cursor.pos += 1;
  }
  const name = cursor.text.slice(start, cursor.pos);
  if (cursor.peek() !== '.') {
    cursor.fail(`${cursor.unexpected()} expecting delimiter (.) after operator (eq, gt, ...)`);
  }
  cursor.pos += 1;
  if (!isSingleValueOp(name)) {
    if (UNSUPPORTED_OPS.has(name.replace(/\(.*$/, ''))) {
      throw new RestFailure(
        notImplemented(
          `The "${name}" operator is not supported here; use eq, neq, gt, gte, lt, lte, like, ilike, in or is.`,
        ),
      );
    }
    cursor.fail(`unknown single value operator ${name}`);
  }
  let value = mode === 'rest' ? cursor.text.slice(cursor.pos) : logicValue(cursor);
  if (mode === 'rest') cursor.pos = cursor.text.length;
  if (name === 'like' || name === 'ilike') value = value.replaceAll('*', '%');
  return { negate, operation: { op: name, value } };
}
