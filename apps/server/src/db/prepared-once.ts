import { sql } from 'drizzle-orm';
import type { Executor } from './database.js';

/**
 * Statements built once per database handle and key (the statement's shape): drizzle's building of
 * a statement costs more in Node than the database's run of a prepared one. Keyed weakly by the
 * handle, so a closed database's statements go with it.
 */
const built = new WeakMap<Executor, Map<string, unknown>>();

export function preparedOnce<T>(ex: Executor, key: string, build: () => T): T {
  let statements = built.get(ex);
  if (!statements) built.set(ex, (statements = new Map<string, unknown>()));
  if (!statements.has(key)) statements.set(key, build());
  return statements.get(key) as T;
}

/**
 * A LIMIT written into the statement's text rather than sent as a parameter: PostgreSQL plans a
 * parameter LIMIT as a tenth of the rows, so the generic plan of a page looks far dearer than a
 * custom one and is never kept. Drizzle writes an SQL chunk given as the limit as it is; its type
 * admits only a number or a placeholder.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`bad page limit ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}
