/**
 * A zone's offset and short name at an instant, and whether the wall time it shows there happens
 * twice (the hour a daylight-saving change repeats), so the formatters can say which one is meant.
 */
const MINUTE_MS = 60_000;
/** Wider than any daylight-saving shift (at most two hours), so both sides of one are seen. */
const LOOK_AROUND_MS = 3 * 3_600_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const nameFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  zone: string,
  timeZoneName: 'longOffset' | 'short',
) {
  let format = cache.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName });
    cache.set(zone, format);
  }
  return format;
}

const zoneNamePart = (format: Intl.DateTimeFormat, ms: number) =>
  format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';

/** Minutes east of UTC in force in `zone` at `ms` ("GMT-04:00" is -240; "GMT" is 0). */
export function offsetMinutes(ms: number, zone: string): number {
  const match = /([+-])(\d{2}):(\d{2})/.exec(
    zoneNamePart(cached(offsetFormats, zone, 'longOffset'), ms),
  );
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** "EDT", "EST", "GMT+1": the zone's short name at the instant, as the browser's data spells it. */
export function zoneAbbreviation(ms: number, zone: string): string {
  return zoneNamePart(cached(nameFormats, zone, 'short'), ms);
}

/**
 * True when another instant shows the same wall time in `zone`: the offsets on either side of a
 * change differ, and the instant moved by that difference still has the other offset (1:30 AM on
 * the US fall-back day happens at -4 and again at -5 hours; on the spring-forward day it is unique).
 */
export function isRepeatedWallTime(ms: number, zone: string): boolean {
  const own = offsetMinutes(ms, zone);
  for (const other of [
    offsetMinutes(ms - LOOK_AROUND_MS, zone),
    offsetMinutes(ms + LOOK_AROUND_MS, zone),
  ]) {
    if (other === own) continue;
    const twin = ms + (own - other) * MINUTE_MS;
    if (offsetMinutes(twin, zone) === other) return true;
  }
  return false;
}
