import {
  UsageReportDefaultDays,
  type UsageReportQuickRanges,
} from '@clinicall/shared/admin-report/usage-report';
import dayjs from 'dayjs';

export type ReportRange = [string | null, string | null];

type Quick = (typeof UsageReportQuickRanges)[number];

const DAY = 'YYYY-MM-DD';

/** The `count` days that end with `today`, today included. */
const lastDays = (count: number, today: string): ReportRange => [
  dayjs(today)
    .subtract(count - 1, 'day')
    .format(DAY),
  today,
];

/** B86: a quick range ends today; a month or year range starts the day after that long ago. */
export function quickRange(quick: Quick, today: string): ReportRange {
  if ('days' in quick) return lastDays(quick.days, today);
  const start =
    'months' in quick
      ? dayjs(today).subtract(quick.months, 'month')
      : dayjs(today).subtract(quick.years, 'year');
  return [start.add(1, 'day').format(DAY), today];
}

/** B85: the range the page opens with. */
export const defaultRange = (today: string) => lastDays(UsageReportDefaultDays, today);
