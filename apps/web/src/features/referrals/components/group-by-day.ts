import type { Referral } from '@clinicall/shared/referrals/referrals';
import { dayOf } from '../../../lib/zoned-time';

/** F87: referrals in server order (newest first), bucketed by their day in the viewer's zone. */
export function groupByDay(rows: readonly Referral[], zone: string): Array<[string, Referral[]]> {
  const days = new Map<string, Referral[]>();
  for (const row of rows) {
    const day = dayOf(row.referralDate, zone);
    const bucket = days.get(day);
    if (bucket === undefined) days.set(day, [row]);
    else bucket.push(row);
  }
  return [...days.entries()];
}
