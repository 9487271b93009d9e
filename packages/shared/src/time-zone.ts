import { z } from 'zod';

/** IANA names start with a letter ('UTC', 'America/New_York', 'Etc/GMT+5'); '+01:00' is no zone. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** Zone names already checked once (the runtime's list does not change while it runs). */
const knownZones = new Set<string>();

/**
 * True for a time zone the runtime knows by its IANA name, aliases included: browsers report
 * some zones by their old names (Chrome says 'Asia/Calcutta'), which a list of canonical names
 * such as Intl.supportedValuesOf('timeZone') would refuse.
 */
export function isTimeZone(value: string) {
  if (knownZones.has(value)) return true;
  if (!ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  // Building a formatter costs a tenth of a millisecond; the zones seen are few.
  if (knownZones.size < 1000) knownZones.add(value);
  return true;
}

export const TimeZoneSchema = z.string().max(64).refine(isTimeZone, {
  message: 'timeZone must be an IANA time zone name such as Europe/Paris',
});

/** PUT /api/account/timeZone: the user's own, explicit choice of the zone times are shown in. */
export const TimeZoneChangeRequestSchema = z.object({ timeZone: TimeZoneSchema });
export type TimeZoneChangeRequest = z.infer<typeof TimeZoneChangeRequestSchema>;

/** POST /api/timeTable/timeZone: the practice zone a provider's schedule is kept in. */
export const PracticeZoneRequestSchema = z.object({
  timeZone: TimeZoneSchema,
  /** The week (any of its dates) the answer shows. */
  date: z.iso.date(),
});
export type PracticeZoneRequest = z.infer<typeof PracticeZoneRequestSchema>;

export const TimeZoneMessages = {
  actingRefused:
    "An assistant acting for a provider cannot change the provider's own time zone: the provider changes it while signed in themselves.",
  changed: (label: string) => `Times are now shown in ${label}.`,
  practiceChanged: (label: string) => `Your hours are now kept in ${label}.`,
} as const;
