/**
 * ISO 8601 text of instants and UTC days, written from the epoch milliseconds. V8's
 * `Date#toISOString` cost about a microsecond a call here, and a list page calls it some eighty
 * times; this costs a tenth of that. Days are few (a page spans weeks), so each day's text is
 * computed once by `toISOString` and remembered; the time of day is written from tables.
 */

const DAY_MS = 86_400_000;
const MAX_REMEMBERED = 100_000;
/** 0000-01-01 and the last millisecond of 9999: beyond them the ISO form carries a sign. */
const FIRST_MS = -62_167_219_200_000;
const LAST_MS = 253_402_300_799_999;

const padded = (width: number, count: number) =>
  Array.from({ length: count }, (_, n) => String(n).padStart(width, '0'));
const TWO = padded(2, 60);
const THREE = padded(3, 1000);

const days = new Map<number, string>();

/** The date (YYYY-MM-DD) of the UTC day `day` days after 1970-01-01. */
export function dayText(day: number): string {
  let text = days.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (days.size >= MAX_REMEMBERED) days.clear();
    days.set(day, text);
  }
  return text;
}

/** The same text as `new Date(ms).toISOString()` (which still answers for years outside 0–9999). */
export function isoOfMs(ms: number): string {
  if (!(ms >= FIRST_MS && ms <= LAST_MS)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${dayText(day)}T${TWO[Math.floor(minutes / 60)]}:${TWO[minutes % 60]}:${TWO[seconds % 60]}.${THREE[inDay % 1000]}Z`;
}

/** The same text as `instant.toISOString()`. */
export const isoInstant = (instant: Date): string => isoOfMs(instant.getTime());
