import { formatAppointmentDate, dayOf, formatTimeRange } from '../../../lib/zoned-time';

/**
 * When a visit happened, on the viewer's clock: "Sat, Nov 21 at 7:40 PM", then "until 7:52 PM"
 * when its reads went on for a while (or the end's own date when it ran past midnight).
 */
export function VisitTime({
  firstAt,
  lastAt,
  zone,
}: {
  firstAt: string;
  lastAt: string;
  zone: string;
}) {
  const start = formatAppointmentDate(firstAt, zone);
  const sameMinute =
    Math.floor(Date.parse(firstAt) / 60_000) === Math.floor(Date.parse(lastAt) / 60_000);
  if (sameMinute) return <time dateTime={firstAt}>{start}</time>;
  const end =
    dayOf(firstAt, zone) === dayOf(lastAt, zone)
      ? formatTimeRange(lastAt, null, zone)
      : formatAppointmentDate(lastAt, zone);
  // Both ends are machine-readable: a visit that goes on keeps its start and moves its end.
  return (
    <span>
      <time dateTime={firstAt}>{start}</time> until <time dateTime={lastAt}>{end}</time>
    </span>
  );
}
