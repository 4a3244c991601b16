import type { Condition, Filter, OrderTerm } from './query-types.ts';
import { type ColumnSpec, findColumn, type ResourceSpec } from './resources.ts';
import { RestFailure, restError, unknownColumn } from './rest-error.ts';
import { ident, type Params } from './sql-params.ts';

const COMPARISON = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** The column `name` of `resource`, or a thrown `42703`. */
export function column(resource: ResourceSpec, name: string): ColumnSpec {
  const found = findColumn(resource, name);
  if (found === undefined) throw new RestFailure(unknownColumn(resource.name, name));
  return found;
}

function filterSql(resource: ResourceSpec, filter: Filter, params: Params): string {
  const col = column(resource, filter.column);
  const name = ident(col.name);
  const { operation } = filter;
  switch (operation.op) {
    case 'like':
    case 'ilike':
      if (col.type !== 'text') {
        // What PostgreSQL answers behind PostgREST (which maps 42883 to 404).
        throw new RestFailure(
          restError(
            404,
            '42883',
            `operator does not exist: ${col.type} ${operation.op === 'like' ? '~~' : '~~*'} unknown`,
            null,
            'No operator matches the given name and argument types. You might need to add explicit type casts.',
          ),
        );
      }
      return `${name} ${operation.op === 'like' ? 'LIKE' : 'ILIKE'} ${params.typed(operation.value, 'text')}`;
    case 'in':
      if (operation.values.length === 0) return 'false';
      return `${name} IN (${operation.values.map((v) => params.typed(v, col.type)).join(', ')})`;
    case 'is':
      if (operation.value === 'null') return `${name} IS NULL`;
      throw new RestFailure(
        restError(
          400,
          '42804',
          `argument of IS ${operation.value.toUpperCase()} must be type boolean, not type ${col.type}`,
        ),
      );
    default:
      return `${name} ${COMPARISON[operation.op]} ${params.typed(operation.value, col.type)}`;
  }
}

function conditionSql(resource: ResourceSpec, condition: Condition, params: Params): string {
  const sql =
    condition.kind === 'filter'
      ? filterSql(resource, condition, params)
      : `(${condition.children
          .map((child) => conditionSql(resource, child, params))
          .join(condition.operator === 'and' ? ' AND ' : ' OR ')})`;
  return condition.negate ? `NOT (${sql})` : sql;
}

/**
 * The WHERE clause of a statement on `resource`: the owner filter for `userId` first (account
 * scoping, whatever the request says), then every condition of the request. Column names
 * come from the whitelist, values become bound parameters cast to the column's type.
 */
export function whereSql(
  resource: ResourceSpec,
  conditions: readonly Condition[],
  userId: string,
  params: Params,
): string {
  const parts = [`${ident(resource.ownerColumn)} = ${params.typed(userId, 'uuid')}`];
  for (const condition of conditions) parts.push(conditionSql(resource, condition, params));
  return parts.join(' AND ');
}

/** ` ORDER BY …` for the request's order terms (empty when there are none). */
export function orderSql(resource: ResourceSpec, order: readonly OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    // Qualified: an output column of the same name (a formatted timestamp) must not capture it.
    const name = `${ident(resource.name)}.${ident(column(resource, term.column).name)}`;
    const direction = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : '';
    const nulls =
      term.nulls === 'first' ? ' NULLS FIRST' : term.nulls === 'last' ? ' NULLS LAST' : '';
    return `${name}${direction}${nulls}`;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}
