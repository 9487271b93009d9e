import { ACTIVE_ENCOUNTER_STATUSES } from '@clinicall/shared/scheduling/types';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { encounters } from './schema/encounters.js';

/** No appointment lasts longer (the `encounters_times_check` constraint). */
const LONGEST_MS = 24 * 3_600_000;

/**
 * The appointments that hold the provider's time in [from, to): the rows the exclusion constraint
 * `encounters_no_overlap` compares. Bounding the start from below by the longest possible
 * appointment lets the (provider_id, start_time) index answer with one range scan, which measured
 * about twice as fast as the constraint's GiST index on a million appointments.
 */
export const holdingTime = (providerId: number, from: Date, to: Date) =>
  and(
    eq(encounters.providerId, providerId),
    gt(encounters.startTime, new Date(from.getTime() - LONGEST_MS)),
    lt(encounters.startTime, to),
    gt(encounters.endTime, from),
    ne(encounters.type, 'MESSAGE'),
    inArray(encounters.status, [...ACTIVE_ENCOUNTER_STATUSES]),
  );
