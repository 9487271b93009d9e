/** A4: what the server needs to show times in the user's zone; the offset is minutes east of UTC. */
export function browserTimeZone(): { timeZoneOffset: number; timeZone: string } {
  return {
    // `0 - x` rather than `-x`: UTC would otherwise give -0.
    timeZoneOffset: 0 - new Date().getTimezoneOffset(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
