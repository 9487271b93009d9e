import { sql } from 'drizzle-orm';
import type { Executor } from './database.js';

/**
 * Statements built once per database handle and shape: drizzle's building of a roster page, an
 * appointment list or the counters cost more in Node than the database's run of it. The shape
 * (what fixes the text) is the key; the per-request values are placeholders filled at execution,
 * and each statement is named after its text (`statementName`), so a connection plans it once.
 */
const built = new WeakMap<Executor, Map<string, unknown>>();

export function builtOnce<T>(ex: Executor, key: string, build: () => T): T {
  let statements = built.get(ex);
  if (!statements) built.set(ex, (statements = new Map<string, unknown>()));
  if (!statements.has(key)) statements.set(key, build());
  return statements.get(key) as T;
}

/**
 * A LIMIT written into the statement's text rather than sent as a parameter: PostgreSQL plans a
 * parameter LIMIT as a tenth of the rows, so the generic plan of a page looks far dearer than a
 * custom one and is never kept. Page sizes are few (1 to 100), and so are the texts. Drizzle writes
 * an SQL chunk given as the limit as it is; its type admits only a number or a placeholder.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`bad page limit ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}
