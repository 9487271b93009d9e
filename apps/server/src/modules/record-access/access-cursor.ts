import { sql, type SQLWrapper } from 'drizzle-orm';

/** A row's place in a newest-first list: its time in microseconds (as text, exact) and its id. */
export type AccessCursor = { micros: string; id: number };

export const encodeCursor = (cursor: AccessCursor) => `${cursor.micros}.${cursor.id}`;

/** The shared schema has checked the shape (digits, a dot, digits). */
export function decodeCursor(text: string): AccessCursor {
  const [micros = '0', id = '0'] = text.split('.');
  return { micros, id: Number(id) };
}

/** A timestamp column in microseconds since the epoch, as text: JavaScript's Date keeps only milliseconds. */
export const microsOf = (at: SQLWrapper) =>
  sql<string>`(extract(epoch from ${at}) * 1000000)::bigint::text`;

/** The time a cursor names, rebuilt exactly in the database. */
export const cursorInstant = (micros: string) =>
  sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

/** Rows strictly after the cursor in newest-first order. */
export const olderThan = (at: SQLWrapper, id: SQLWrapper, cursor: AccessCursor) =>
  sql`(${at}, ${id}) < (${cursorInstant(cursor.micros)}, ${cursor.id})`;

/** The instant a microsecond count names, for an answer (milliseconds are what a reader sees). */
export const isoFromMicros = (micros: string) =>
  new Date(Number(BigInt(micros) / 1000n)).toISOString();
