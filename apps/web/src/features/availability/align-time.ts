/** The encounter range until the configs answer (the server's default, spec 1 §3 `encounterRange`). */
export const DEFAULT_ENCOUNTER_RANGE = 15;

/**
 * C29: a picked time whose minutes are not on the configured encounter range resets its minutes
 * to 0, and seconds are always 0 ("HH:MM" or "HH:MM:SS" in, "HH:MM" out; empty stays empty).
 */
export function alignToEncounterRange(value: string, rangeMinutes: number): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (match === null) return value;
  const [, hours, minutes] = match;
  return Number(minutes) % rangeMinutes === 0 ? `${hours}:${minutes}` : `${hours}:00`;
}
