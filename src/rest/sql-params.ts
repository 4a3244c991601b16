import type { ColumnType } from './resources.ts';

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Quotes a whitelisted identifier. Only names from `resources.ts` reach this; anything else
 * is a programming error, so it throws rather than escaping.
 */
export function ident(name: string): string {
  if (!SAFE_IDENTIFIER.test(name)) throw new Error(`unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}

/** A whitelisted identifier as a string literal (`'title'`), for JSON keys. */
export function nameLiteral(name: string): string {
  return `'${ident(name).slice(1, -1)}'`;
}

/** The collected values of one statement, referenced as `$1`, `$2` … */
export class Params {
  readonly values: unknown[] = [];

  /** Adds `value` and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** Adds `value` and returns its placeholder cast to `type` (`$3::uuid`). */
  typed(value: unknown, type: ColumnType): string {
    return `${this.add(value)}::${type}`;
  }
}

/** A built statement: SQL text with placeholders, and the values bound to them. */
export interface Statement {
  text: string;
  values: unknown[];
}
