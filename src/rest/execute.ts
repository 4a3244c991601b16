import type { Claims, Store } from '../store/types.ts';
import type { SelectRow } from './build-select.ts';
import { mapDatabaseError } from './db-error.ts';
import { type RestError, RestFailure, type Result, singularityError } from './rest-error.ts';
import type { Statement } from './sql-params.ts';

/**
 * Runs one built statement as the caller (role `authenticated`, claims set: row-level
 * security applies) and returns its one result row. With `single`, a result of other than
 * one row is `PGRST116` and the transaction rolls back, so a write that would have touched
 * several rows leaves none touched. Database errors a client can cause come back as their
 * PostgREST responses; anything else is thrown (a bug: the caller sends a plain 500).
 */
export async function execute(
  store: Store,
  claims: Claims,
  statement: Statement,
  single: boolean,
): Promise<Result<SelectRow>> {
  try {
    const row = await store.asUser(claims, async (sql) => {
      const { rows } = await sql.query<SelectRow>(statement.text, statement.values);
      const first = rows[0];
      if (first === undefined) throw new Error('the statement returned no result row');
      if (single && first.page_total !== 1) {
        throw new RestFailure(singularityError(first.page_total));
      }
      return first;
    });
    return { ok: true, value: row };
  } catch (error) {
    if (error instanceof RestFailure) return { ok: false, error: error.error };
    const mapped: RestError | null = mapDatabaseError(error);
    if (mapped !== null) return { ok: false, error: mapped };
    throw error;
  }
}
