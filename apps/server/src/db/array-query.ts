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

type Namer = (row: unknown[]) => Record<string, unknown>;
type Decode = (value: unknown) => unknown;
/** What `mapWith` set on an SQL field (Drizzle keeps it internal; the identity by default). */
const decoderOf = (sql: SQL): Decode =>
  (sql as unknown as { decoder: { mapFromDriverValue: Decode } }).decoder.mapFromDriverValue;

/**
 * Names an array row as Drizzle names the select's rows: the selected fields in Drizzle's order
 * (a table is its columns), nested objects as nested, SQL fields through their `mapWith`. Unlike
 * Drizzle it never folds a left-joined nested object whose fields are all null into null.
 */
function namerOf(fields: Record<string, unknown>, next: { index: number }): Namer {
  const parts = Object.entries(fields).map(([key, field]): [string, Namer | number, Decode?] => {
    if (is(field, Column)) {
      if (!isDriverTyped(field)) throw new Error(`array rows: column ${field.name} needs mapping`);
      return [key, next.index++];
    }
    if (is(field, SQL)) return [key, next.index++, decoderOf(field)];
    if (is(field, SQL.Aliased)) return [key, next.index++, decoderOf(field.sql)];
    const nested = is(field, Table) ? getTableColumns(field) : (field as Record<string, unknown>);
    return [key, namerOf(nested, next)];
  });
  return (row) => {
    const named: Record<string, unknown> = {};
    for (const [key, at, decode] of parts) {
      named[key] = typeof at === 'function' ? at(row) : decode ? decode(row[at]) : row[at];
    }
    return named;
  };
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
 * its placeholders filled from `values`, its array rows named as Drizzle would name them.
 */
export function prepareArrayRows<Row>(
  db: Db,
  name: string,
  fields: Record<string, unknown>,
  query: { toSQL(): { sql: string; params: unknown[] }; _: { result: Row[] } },
): (values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = query.toSQL();
  const run = prepareArrayQuery(db, name, text);
  const bind = binderOf(params);
  const nameRow = namerOf(fields, { index: 0 });
  return async (values) => (await run(bind(values))).map((row) => nameRow(row) as Row);
}
