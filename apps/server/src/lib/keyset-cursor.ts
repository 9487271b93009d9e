import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * A row's place in a list ordered by (time, id): the time in microseconds, as text (the
 * database's precision; JavaScript's Date keeps milliseconds, and a millisecond cursor would
 * skip or repeat rows written within one), and the id.
 */
export type KeysetCursor = { micros: string; id: number };

/** The text form a client hands back: digits, a dot, digits (`KeysetCursorSchema` checks it). */
export const encodeKeyset = (cursor: KeysetCursor) => `${cursor.micros}.${cursor.id}`;

export function decodeKeyset(text: string): KeysetCursor {
  const [micros = '0', id = '0'] = text.split('.');
  return { micros, id: Number(id) };
}

/** A timestamp column in microseconds since the epoch, as exact text. */
export const micros = (at: SQLWrapper) =>
  sql<string>`(extract(epoch from ${at}) * 1000000)::bigint::text`;

const instant = (count: string) =>
  sql`(timestamptz 'epoch' + ${count}::bigint * interval '1 microsecond')`;

/** Rows after the cursor in oldest-first order. */
export const keysetAfter = (at: SQLWrapper, id: SQLWrapper, cursor: KeysetCursor) =>
  sql`(${at}, ${id}) > (${instant(cursor.micros)}, ${cursor.id})`;

/** Rows after the cursor in newest-first order. */
export const keysetBefore = (at: SQLWrapper, id: SQLWrapper, cursor: KeysetCursor) =>
  sql`(${at}, ${id}) < (${instant(cursor.micros)}, ${cursor.id})`;

/** A microsecond count as an ISO instant (milliseconds are what a reader sees). */
export const isoFromMicros = (count: string) =>
  new Date(Number(BigInt(count) / 1000n)).toISOString();
