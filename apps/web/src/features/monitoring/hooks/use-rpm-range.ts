import { useMemo, useState } from 'react';
import { dayOf } from '../../../lib/zoned-time';
import { defaultRpmRange, rangeInstants, utcDaysCovering, type DayRange } from '../rpm-range';

/** G7, G8: the chosen days (59 days back through today at first) and what they ask the server. */
export function useRpmRange(zone: string) {
  const [range, setRange] = useState<DayRange>(() => defaultRpmRange(dayOf(new Date(), zone)));
  const query = useMemo(() => utcDaysCovering(range, zone), [range, zone]);
  const instants = useMemo(() => rangeInstants(range, zone), [range, zone]);
  return { range, setRange, query, instants };
}
