/** A4: what the server needs to show times in the user's zone; the offset is minutes east of UTC. */
export function browserTimeZone(): { timeZoneOffset: number; timeZone: string } {
  return {
    timeZoneOffset: -new Date().getTimezoneOffset(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
