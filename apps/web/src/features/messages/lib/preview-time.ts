import { dayOf, formatClockTime, formatRangeDate } from '../../../lib/zoned-time';

/** E26: the time when the message is from today in the viewer's zone, else its date (H10). */
export function previewTime(iso: string, zone: string, now = new Date()): string {
  return dayOf(iso, zone) === dayOf(now, zone)
    ? formatClockTime(iso, zone)
    : formatRangeDate(iso, zone);
}
