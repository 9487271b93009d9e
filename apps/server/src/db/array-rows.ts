import { Column, getTableColumns, is, SQL, Table } from 'drizzle-orm';
import { placeholderBinder, prepareArrayQuery } from './array-query.js';
import type { Db } from './database.js';

/**
 * Column kinds both drivers already hand over as Drizzle would (numbers, strings, booleans, parsed
 * JSON, Dates for timestamptz). Others (bigint, date, timestamp without zone, numeric) differ and
 * are refused when the statement is built, not discovered in an answer.
 */
const driverTyped = new Set(['PgInteger', 'PgSmallInt', 'PgText', 'PgBoolean', 'PgJsonb']);
const isDriverTyped = (column: Column) =>
  driverTyped.has(column.columnType) ||
  (column.columnType === 'PgTimestamp' &&
    (column as Column & { withTimezone: boolean }).withTimezone);

/** Where each selected field lands in an array row, nested as the select's fields are. */
export type Indexes<F> = {
  [K in keyof F]: F[K] extends Column | SQL | SQL.Aliased
    ? number
    : F[K] extends Table
      ? Indexes<F[K]['_']['columns']>
      : Indexes<F[K]>;
};

/**
 * The select's fields in Drizzle's order (a table is its columns, nested objects recursed into), as
 * indexes into its array rows. Rows named from these by hand, as object literals, cost a tenth of
 * a generic loop that adds the keys one by one.
 */
export function indexesOf<F extends object>(fields: F, next = { index: 0 }): Indexes<F> {
  const entries = Object.entries(fields).map(([key, field]: [string, unknown]) => {
    if (is(field, Column)) {
      if (!isDriverTyped(field)) throw new Error(`array rows: column ${field.name} needs mapping`);
      return [key, next.index++];
    }
    if (is(field, SQL) || is(field, SQL.Aliased)) return [key, next.index++];
    const nested = is(field, Table) ? getTableColumns(field) : (field as object);
    return [key, indexesOf(nested, next)];
  });
  return Object.fromEntries(entries) as Indexes<F>;
}

/**
 * A select built once by Drizzle (`fields` being what it selects), run as a named statement with
 * its placeholders filled from `values`, each array row named by `nameRow` as Drizzle would name
 * it (the type says so).
 */
export function prepareArrayRows<F extends object, Row>(
  db: Db,
  name: string,
  fields: F,
  query: { toSQL(): { sql: string; params: unknown[] }; _: { result: Row[] } },
  nameRow: (row: unknown[], at: Indexes<F>) => NoInfer<Row>,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = query.toSQL();
  const run = prepareArrayQuery(db, name, text);
  const bind = placeholderBinder(params);
  const at = indexesOf(fields);
  return async (values) => (await run(bind(values))).map((row) => nameRow(row, at));
}
