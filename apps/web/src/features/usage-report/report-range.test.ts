import { expect, test } from 'vitest';
import { UsageReportQuickRanges } from '@clinicall/shared/admin-report/usage-report';
import { defaultRange, quickRange } from './report-range';

test('B85 the default range is the last 15 days, today included', () => {
  expect(defaultRange('2026-11-28')).toEqual(['2026-11-14', '2026-11-28']);
});

test('B86 the quick ranges end today', () => {
  expect(UsageReportQuickRanges.map((q) => [q.label, quickRange(q, '2026-03-31')])).toEqual([
    ['Last 7 Days', ['2026-03-25', '2026-03-31']],
    ['Last 30 Days', ['2026-03-02', '2026-03-31']],
    ['Last 3 Months', ['2026-01-01', '2026-03-31']],
    ['Last Year', ['2025-04-01', '2026-03-31']],
  ]);
});
