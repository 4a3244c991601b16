import { Cursor } from './cursor.ts';
import type { SelectItem } from './query-types.ts';
import { notImplemented, RestFailure } from './rest-error.ts';

/** Most items a `select=` may list (each becomes two arguments of one SQL function call). */
export const MAX_SELECT_ITEMS = 50;

/** Skips a balanced `(…)` (quotes respected) so an embedded resource can be named and refused. */
function skipParenthesised(cursor: Cursor): void {
  const start = cursor.pos;
  let depth = 0;
  while (!cursor.atEnd()) {
    const ch = cursor.peek();
    if (ch === '"') {
      cursor.quoted();
      continue;
    }
    cursor.pos += 1;
    if (ch === '(') depth += 1;
    if (ch === ')' && --depth === 0) return;
  }
  cursor.fail('unexpected end of input expecting ")"', start);
}

/** `!hint` / `!inner` / `!left` after an embedded resource's name. */
function skipEmbedParams(cursor: Cursor): boolean {
  let any = false;
  while (cursor.eat('!')) {
    cursor.fieldName();
    any = true;
  }
  return any;
}

function item(cursor: Cursor): SelectItem {
  cursor.skipSpaces();
  if (cursor.eat('...') || cursor.eat('..')) {
    const name = cursor.fieldName();
    skipEmbedParams(cursor);
    if (cursor.peek() !== '(') cursor.fail(`${cursor.unexpected()} expecting "("`);
    skipParenthesised(cursor);
    return { kind: 'relation', name };
  }
  if (cursor.eat('*')) return { kind: 'star' };

  let alias: string | null = null;
  let column = cursor.fieldName();
  if (cursor.peek() === ':' && cursor.text[cursor.pos + 1] !== ':') {
    cursor.pos += 1;
    alias = column;
    column = cursor.fieldName();
  }
  if (skipEmbedParams(cursor) || cursor.peek() === '(') {
    if (cursor.peek() !== '(') cursor.fail(`${cursor.unexpected()} expecting "("`);
    skipParenthesised(cursor);
    return { kind: 'relation', name: column };
  }
  if (cursor.startsWith('->')) {
    throw new RestFailure(notImplemented('JSON paths (-> and ->>) are not supported here.'));
  }
  let cast: string | null = null;
  if (cursor.eat('::')) {
    const match = /^[\p{L}\p{N}_ $]+/u.exec(cursor.text.slice(cursor.pos));
    if (match === null) cursor.fail(`${cursor.unexpected()} expecting letter or digit`);
    cursor.pos += match[0].length;
    cast = match[0].trim();
  }
  return { kind: 'column', column, alias, cast };
}

/**
 * Parses `select=` (PostgREST's field forest): `*`, columns, `alias:column`, `column::cast`,
 * and embedded resources, which are kept by name so the builder can refuse them precisely.
 *
 * @example
 * parseSelect('id,name:title,created_at'); // 3 column items, one aliased
 */
export function parseSelect(value: string): SelectItem[] {
  const cursor = new Cursor(value, 'select parameter');
  const items = [item(cursor)];
  cursor.skipSpaces();
  while (cursor.eat(',')) {
    items.push(item(cursor));
    cursor.skipSpaces();
  }
  cursor.end('"," or end of input');
  if (items.length > MAX_SELECT_ITEMS) {
    cursor.fail(`at most ${MAX_SELECT_ITEMS} items can be selected`, 0);
  }
  return items;
}
