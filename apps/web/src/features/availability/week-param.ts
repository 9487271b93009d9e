import { LocalDateSchema } from '@clinicall/shared/scheduling/availability';
import { mondayOf } from '../../lib/calendar-dates';

/** The week in the address (`?week=YYYY-MM-DD`), as its Monday; null when absent or malformed. */
export function weekParam(params: URLSearchParams): string | null {
  const parsed = LocalDateSchema.safeParse(params.get('week'));
  return parsed.success ? mondayOf(parsed.data) : null;
}
