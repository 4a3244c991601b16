import { Cursor } from './cursor.ts';

/**
 * Parses `columns=` (inserts): field names separated by commas, quoted names allowed.
 *
 * @example
 * parseColumns('"title",kind'); // ['title', 'kind']
 */
export function parseColumns(value: string): string[] {
  const cursor = new Cursor(value, 'columns parameter');
  const names = [cursor.fieldName()];
  cursor.skipSpaces();
  while (cursor.eat(',')) {
    names.push(cursor.fieldName());
    cursor.skipSpaces();
  }
  cursor.end('"," or end of input');
  return names;
}
