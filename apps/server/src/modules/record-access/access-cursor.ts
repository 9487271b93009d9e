import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * A row's place in a newest-first list: its time in microseconds (as text, exact) and its id; in
 * the record access views also the patient's position in that row (`patient.read` rows name every
 * patient an answer showed, each an entry of the views).
 */
export type AccessCursor = { micros: string; id: number; position?: number };

export const encodeCursor = (cursor: AccessCursor) =>
  cursor.position === undefined
    ? `${cursor.micros}.${cursor.id}`
    : `${cursor.micros}.${cursor.id}.${cursor.position}`;

/** The shared schema has checked the shape (digits, a dot, digits, maybe a dot and digits). */
export function decodeCursor(text: string): AccessCursor {
  const [micros = '0', id = '0', position] = text.split('.');
  return {
    micros,
    id: Number(id),
    ...(position === undefined ? {} : { position: Number(position) }),
  };
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

/**
 * Entries strictly after the cursor in newest-first order. A cursor without a position continues
 * after its whole row (positions start at 1).
 */
export const olderEntryThan = (
  at: SQLWrapper,
  id: SQLWrapper,
  position: SQLWrapper,
  cursor: AccessCursor,
) =>
  sql`(${at}, ${id}, ${position}) < (${cursorInstant(cursor.micros)}, ${cursor.id}, ${cursor.position ?? 0})`;

/** The instant a microsecond count names, for an answer (milliseconds are what a reader sees). */
export const isoFromMicros = (micros: string) =>
  new Date(Number(BigInt(micros) / 1000n)).toISOString();
