import { Cursor } from './cursor.ts';
import { parseOperation } from './parse-operation.ts';
import type { Condition, Filter, Logic } from './query-types.ts';
import { notImplemented, RestFailure } from './rest-error.ts';

/** Deepest nesting of `and(…)`/`or(…)` accepted; deeper trees are refused, not recursed into. */
export const MAX_LOGIC_DEPTH = 16;

const NESTED = /^(not\.)?(and|or)[ \t]*\(/;

/** A column name where a filter or order term expects one; JSON paths are refused. */
export function columnName(cursor: Cursor): string {
  const name = cursor.fieldName();
  if (cursor.startsWith('->')) {
    throw new RestFailure(notImplemented('JSON paths (-> and ->>) are not supported here.'));
  }
  return name;
}

function filterTerm(cursor: Cursor): Filter {
  const column = columnName(cursor);
  cursor.expect('.', 'delimiter (.)');
  const { negate, operation } = parseOperation(cursor, 'logic');
  return { kind: 'filter', column, negate, operation };
}

function tree(cursor: Cursor, depth: number): Condition {
  cursor.skipSpaces();
  const nested = NESTED.exec(cursor.text.slice(cursor.pos, cursor.pos + 16));
  if (nested === null) return filterTerm(cursor);
  if (depth >= MAX_LOGIC_DEPTH) {
    cursor.fail(`logic trees nest at most ${MAX_LOGIC_DEPTH} levels deep`);
  }
  cursor.pos += nested[0].length;
  const children = [tree(cursor, depth + 1)];
  cursor.skipSpaces();
  while (cursor.eat(',')) {
    children.push(tree(cursor, depth + 1));
    cursor.skipSpaces();
  }
  cursor.expect(')', '"," or ")"');
  cursor.skipSpaces();
  return {
    kind: 'logic',
    operator: nested[2] === 'and' ? 'and' : 'or',
    negate: nested[1] !== undefined,
    children,
  };
}

/**
 * Parses a logic parameter (`or=(a.eq.1,and(b.gt.2,c.is.null))`, `not.and=(…)`) into one
 * {@link Logic} condition.
 *
 * @param key `and`, `or`, `not.and` or `not.or`
 * @example
 * parseLogic('or', '(kind.eq.domain,title.ilike.*shop*)');
 */
export function parseLogic(key: 'and' | 'or' | 'not.and' | 'not.or', value: string): Logic {
  const cursor = new Cursor(`${key}${value}`, 'logic tree', value);
  if (!NESTED.test(cursor.text)) {
    cursor.pos = key.length;
    cursor.fail(`${cursor.unexpected()} expecting "("`);
  }
  const result = tree(cursor, 0);
  cursor.end('end of input');
  return result as Logic;
}
