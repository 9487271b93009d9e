import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SoundRow } from '../sound-rows';
import type { TrendLineChartProps } from './charts';

// @mantine/charts and recharts load with the first chart shown, not with the app or the lists.
const TrendLineChartLazy = lazy(async () => ({
  default: (await import('./charts')).TrendLineChart,
}));
const SoundsBarChartLazy = lazy(async () => ({
  default: (await import('./charts')).SoundsBarChart,
}));

export function TrendLineChart(props: TrendLineChartProps) {
  return (
    <Suspense fallback={<Box h={200} />}>
      <TrendLineChartLazy {...props} />
    </Suspense>
  );
}

export function SoundsBarChart(props: { rows: SoundRow[]; label: string }) {
  return (
    <Suspense fallback={<Box h={220} />}>
      <SoundsBarChartLazy {...props} />
    </Suspense>
  );
}
