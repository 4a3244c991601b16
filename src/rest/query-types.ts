/**
 * The parsed form of a /rest/v1 request: what the parsers produce and the SQL builders
 * consume. Column names here are still the caller's words; the builders check them against
 * the resource's whitelist.
 */

/** Operators that take one value: `col=eq.value`. */
export const SINGLE_VALUE_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike'] as const;

/** One of {@link SINGLE_VALUE_OPS}. */
export type SingleValueOp = (typeof SINGLE_VALUE_OPS)[number];

/** The values `is.` accepts (case-insensitive on the wire). */
export type TriValue = 'null' | 'true' | 'false' | 'unknown';

/** An operator and its operand(s). `like`/`ilike` values already have `*` turned into `%`. */
export type Operation =
  | { op: SingleValueOp; value: string }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: TriValue };

/** `col=[not.]op.value`, or `col.[not.]op.value` inside `or=(…)`. */
export interface Filter {
  kind: 'filter';
  column: string;
  negate: boolean;
  operation: Operation;
}

/** `or=(…)`, `and=(…)`, `not.or=(…)` and their nested forms. */
export interface Logic {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

/** A row condition. */
export type Condition = Filter | Logic;

/** One item of `select=`. */
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; column: string; alias: string | null; cast: string | null }
  /** An embedded resource (`rel(*)`, `...rel(*)`): parsed so it can be refused by name. */
  | { kind: 'relation'; name: string };

/** One term of `order=`. */
export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** Which rows of the result to return: rows `offset … offset+limit-1`. */
export interface Paging {
  offset: number;
  /** `null`: no limit asked for. */
  limit: number | null;
}

/** `Prefer: count=…`. */
export type CountPreference = 'exact' | 'planned' | 'estimated';

/** `Prefer: return=…`. */
export type ReturnPreference = 'representation' | 'minimal' | 'headers-only';

/** Everything a /rest/v1 request asks for, from its query string and headers. */
export interface ParsedRequest {
  select: SelectItem[];
  /** Top-level conditions, all of which must hold. */
  where: Condition[];
  order: OrderTerm[];
  paging: Paging;
  /** `columns=` (inserts): the payload keys to use, or `null` to use the payload's own. */
  columns: string[] | null;
  count: CountPreference | null;
  returning: ReturnPreference | null;
  /** `Prefer: missing=default`: absent payload keys take the column default, not NULL. */
  missingDefault: boolean;
  /** `Accept: application/vnd.pgrst.object+json`: answer one object, or 406. */
  single: boolean;
}
