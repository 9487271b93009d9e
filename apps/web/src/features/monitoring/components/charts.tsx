import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { RESPIRATORY_SOUNDS } from '@clinicall/shared/monitoring/metrics';
import { formatDateTime } from '../../../lib/zoned-time';
import { formatValue } from '../reading-format';
import type { SoundRow } from '../sound-rows';
import type { TrendRow } from '../trend-rows';

// This module (and recharts under it) loads only when a chart is first shown (lazy-charts.tsx).

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** "Nov 28": an axis tick, in the account's zone. */
function tickDay(ms: number, zone: string): string {
  let format = dayFormats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: zone });
    dayFormats.set(zone, format);
  }
  return format.format(ms);
}

export interface TrendLineChartProps {
  rows: TrendRow[];
  series: { name: string; label: string; color: string }[];
  unit: string;
  digits: number;
  zone: string;
  /** The chosen days' instants: every chart spans them, whatever its readings. */
  domain: [number, number];
  /** What a screen reader hears of the chart. */
  label: string;
}

/** G14: a measure's trend over the chosen days (already downsampled by the server). */
export function TrendLineChart(props: TrendLineChartProps) {
  const value = (v: number) => `${formatValue(v, props.digits)} ${props.unit}`;
  return (
    <LineChart
      h={200}
      data={props.rows}
      dataKey="t"
      series={props.series}
      curveType="linear"
      withDots={props.rows.length <= 60}
      dotProps={{ r: 2 }}
      strokeWidth={1.75}
      // New readings redraw the chart every few seconds while the tab is open: no animation.
      lineProps={{ isAnimationActive: false }}
      connectNulls
      withLegend={props.series.length > 1}
      legendProps={{ verticalAlign: 'top', height: 28 }}
      valueFormatter={value}
      gridAxis="xy"
      xAxisProps={{
        type: 'number',
        scale: 'time',
        domain: props.domain,
        tickFormatter: (t: number) => tickDay(t, props.zone),
        minTickGap: 24,
      }}
      yAxisProps={{
        domain: ['auto', 'auto'],
        // Whole-number measures get whole ticks: 96.5 % would read as a second "97".
        allowDecimals: props.digits > 0,
        width: 44,
        tickFormatter: (v: number) => formatValue(v, props.digits),
      }}
      tooltipProps={{
        labelFormatter: (t: unknown) =>
          typeof t === 'number' ? formatDateTime(new Date(t).toISOString(), props.zone) : '',
      }}
      role="img"
      aria-label={props.label}
    />
  );
}

/** "Nov 28" for a calendar day, as the trend charts' ticks read. */
const calendarDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const SOUND_COLORS = {
  COUGH: 'orange.6',
  RHONCHI: 'grape.6',
  WHEEZE: 'blue.6',
  CRACKLES: 'teal.6',
} as const;

/** G19: COUGH, RHONCHI, WHEEZE and CRACKLES counted per day, stacked. */
export function SoundsBarChart(props: { rows: SoundRow[]; label: string }) {
  return (
    <BarChart
      h={220}
      data={props.rows.map((row) => ({
        ...row,
        day: calendarDay.format(Date.parse(`${row.day}T12:00:00Z`)),
      }))}
      dataKey="day"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'top', height: 28 }}
      series={RESPIRATORY_SOUNDS.map((sound) => ({ name: sound, color: SOUND_COLORS[sound] }))}
      yAxisProps={{ width: 36, allowDecimals: false }}
      xAxisProps={{ minTickGap: 16 }}
      // Like the trend lines: the bars redraw as readings arrive, and would grow again each time.
      barProps={{ isAnimationActive: false }}
      role="img"
      aria-label={props.label}
    />
  );
}
