import { Cursor } from './cursor.ts';
import { columnName } from './parse-logic.ts';
import type { OrderTerm } from './query-types.ts';
import { notImplemented, RestFailure } from './rest-error.ts';

/** Most terms an `order=` may list. */
export const MAX_ORDER_TERMS = 16;

function term(cursor: Cursor): OrderTerm {
  cursor.skipSpaces();
  const column = columnName(cursor);
  if (cursor.peek() === '(') {
    throw new RestFailure(
      notImplemented(`Ordering by an embedded resource ("${column}(…)") is not supported.`),
    );
  }
  let direction: OrderTerm['direction'] = null;
  let nulls: OrderTerm['nulls'] = null;
  if (cursor.eat('.')) {
    if (cursor.eat('asc')) direction = 'asc';
    else if (cursor.eat('desc')) direction = 'desc';
    else if (cursor.eat('nullsfirst')) nulls = 'first';
    else if (cursor.eat('nullslast')) nulls = 'last';
    else cursor.fail(`${cursor.unexpected()} expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    if (nulls === null && cursor.eat('.')) {
      if (cursor.eat('nullsfirst')) nulls = 'first';
      else if (cursor.eat('nullslast')) nulls = 'last';
      else cursor.fail(`${cursor.unexpected()} expecting "nullsfirst" or "nullslast"`);
    }
  }
  cursor.skipSpaces();
  if (!cursor.atEnd() && cursor.peek() !== ',') {
    const expecting = nulls === null ? 'delimiter (.), "," or end of input' : '"," or end of input';
    cursor.fail(`${cursor.unexpected()} expecting ${expecting}`);
  }
  return { column, direction, nulls };
}

/**
 * Parses `order=col[.asc|.desc][.nullsfirst|.nullslast][,…]`.
 *
 * @example
 * parseOrder('created_at.desc,title.asc.nullslast');
 */
export function parseOrder(value: string): OrderTerm[] {
  const cursor = new Cursor(value, 'order');
  const terms = [term(cursor)];
  while (cursor.eat(',')) terms.push(term(cursor));
  if (terms.length > MAX_ORDER_TERMS) {
    cursor.fail(`at most ${MAX_ORDER_TERMS} order terms are allowed`, 0);
  }
  return terms;
}
