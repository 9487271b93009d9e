const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${zone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });
    formats.set(key, found);
  }
  return found;
}

const dayOf = (date: Date, zone: string) =>
  format(zone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** E26: the time when the message is from today in the viewer's zone, else its date. */
export function previewTime(iso: string, zone: string, now = new Date()): string {
  const date = new Date(iso);
  return dayOf(date, zone) === dayOf(now, zone)
    ? format(zone, { hour: 'numeric', minute: '2-digit' }).format(date)
    : format(zone, { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}
