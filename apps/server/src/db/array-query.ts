import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './database.js';
import { statementName } from './statement-name.js';

/**
 * Runs one fixed SQL text as a named prepared statement and returns its rows as arrays, bypassing
 * the ORM's per-row mapping (which walks each selected field's class chain on every row). Only for
 * the query every protected request runs; its text still comes from a Drizzle builder.
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
const pgTypes = { getTypeParser: textOrDefault };
const pgliteParsers = {
  [pgliteTypes.DATE]: asWritten,
  [pgliteTypes.TIMESTAMP]: asWritten,
  [pgliteTypes.TIMESTAMPTZ]: asWritten,
};

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
  const name = statementName(prefix, text);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return async (values) =>
      (
        await client.query({
          name,
          text,
          values: fillPlaceholders(params, values),
          rowMode: 'array',
          types: pgTypes,
        })
      ).rows;
  }
  if (client instanceof PGlite) {
    return async (values) =>
      (
        await client.query<unknown[]>(text, fillPlaceholders(params, values), {
          rowMode: 'array',
          parsers: pgliteParsers,
        })
      ).rows;
  }
  throw new Error('arrayStatement: the database client is neither a pg pool nor PGlite');
}
