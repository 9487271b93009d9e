import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { is, Param, Placeholder } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './database.js';
import { statementName } from './statement-name.js';

/** Dates and timestamps as the database writes them (as Drizzle reads them): no `Date` per value. */
const asWritten = (value: string) => value;
const pgTextTypes = new Set<number>([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
]);
function textOrDefault(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (pgTextTypes.has(oid)) return asWritten;
  return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
}
const pgDatesAsText = { getTypeParser: textOrDefault };
const pgliteDatesAsText = {
  [pgliteTypes.DATE]: asWritten,
  [pgliteTypes.TIMESTAMP]: asWritten,
  [pgliteTypes.TIMESTAMPTZ]: asWritten,
};

/**
 * Runs one fixed SQL text as a named prepared statement and returns its rows as arrays, bypassing
 * the ORM's per-row mapping (which walks each selected field's class chain on every row). Only for
 * hot queries; their text still comes from a Drizzle builder. With `datesAsText`, dates and
 * timestamps stay the text the database wrote (no `Date` per value).
 */
export function prepareArrayQuery(
  db: Db,
  name: string,
  text: string,
  options: { datesAsText?: boolean } = {},
): (values: unknown[]) => Promise<unknown[][]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const types = options.datesAsText ? pgDatesAsText : undefined;
    return async (values) =>
      (await client.query({ name, text, values, rowMode: 'array', ...(types && { types }) })).rows;
  }
  if (client instanceof PGlite) {
    const parsers = options.datesAsText ? pgliteDatesAsText : undefined;
    return async (values) =>
      (
        await client.query<unknown[]>(text, values, {
          rowMode: 'array',
          ...(parsers && { parsers }),
        })
      ).rows;
  }
  throw new Error('prepareArrayQuery: the database client is neither a pg pool nor PGlite');
}

/**
 * A Drizzle query's parameters as a function of the placeholders' values, resolved once: each is a
 * placeholder's name or a constant written into the statement.
 */
export function placeholderBinder(
  params: unknown[],
): (values: Record<string, unknown>) => unknown[] {
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
 * A Drizzle query (built once per shape) run as a statement named after its text, its placeholders
 * filled by name, its rows returned as arrays in the order of its select, dates and timestamps as
 * text. For hot list pages whose mappers read the columns by position: Drizzle's per-row mapping
 * and its objects cost more than the page's rows are worth. Runs outside any transaction.
 */
export function arrayStatement(
  db: Db,
  prefix: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
): (values: Record<string, unknown>) => Promise<unknown[][]> {
  const { sql: text, params } = query.toSQL();
  const run = prepareArrayQuery(db, statementName(prefix, text), text, { datesAsText: true });
  const bind = placeholderBinder(params);
  return (values) => run(bind(values));
}
