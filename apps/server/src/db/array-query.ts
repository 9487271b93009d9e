import { PGlite } from '@electric-sql/pglite';
import { Column, getTableColumns, is, Param, Placeholder, SQL, Table } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './database.js';

/**
 * Runs one fixed SQL text as a named prepared statement and returns its rows as arrays, bypassing
 * the ORM's per-row mapping (which walks each selected field's class chain on every row). Only for
 * hot queries; their text still comes from a Drizzle builder.
 */
export function prepareArrayQuery(
  db: Db,
  name: string,
  text: string,
): (values: unknown[]) => Promise<unknown[][]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return async (values) => (await client.query({ name, text, values, rowMode: 'array' })).rows;
  }
  if (client instanceof PGlite) {
    return async (values) =>
      (await client.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
  }
  throw new Error('prepareArrayQuery: the database client is neither a pg pool nor PGlite');
}

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

/** Each parameter's source: a placeholder's name, or a constant written into the statement. */
function binderOf(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const sources = params.map((param): { placeholder: string } | { constant: unknown } => {
    if (is(param, Placeholder)) return { placeholder: param.name };
    if (is(param, Param) && is(param.value, Placeholder)) {
      throw new Error('array rows: a placeholder bound to a column encoder');
    }
    return { constant: param };
  });
  return (values) =>
    sources.map((source) => {
      if ('constant' in source) return source.constant;
      const { placeholder } = source;
      if (!(placeholder in values)) throw new Error(`no value for placeholder ${placeholder}`);
      return values[placeholder];
    });
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
  const bind = binderOf(params);
  const at = indexesOf(fields);
  return async (values) => (await run(bind(values))).map((row) => nameRow(row, at));
}
