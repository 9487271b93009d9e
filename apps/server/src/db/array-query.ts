import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './database.js';

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
