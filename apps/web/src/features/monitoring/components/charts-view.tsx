import { Box, Grid, Stack, Text } from '@mantine/core';
import type { Measures } from '@clinicall/shared/monitoring/measures';
import { TestId } from '@clinicall/shared/test-ids';
import { CHART_GROUPS, type ChartGroup } from '../chart-groups';
import { MeasureDigits, MeasureLabels } from '../reading-format';
import { trendRows } from '../trend-rows';
import { TrendLineChart } from './lazy-charts';
import { EmptyRange, MetricCard } from './metric-card';

const COLORS = ['red.6', 'blue.6', 'teal.6'];
const single = 'indigo.6';

interface ChartsViewProps {
  measures: Measures;
  zone: string;
  within: { start: number; end: number };
}

function GroupCharts({ group, measures, zone, within }: ChartsViewProps & { group: ChartGroup }) {
  return (
    <MetricCard metric={group.metric} title={group.title}>
      <Stack gap="md">
        {group.charts.map((chart) => {
          const { rows, unit } = trendRows(measures.trends, chart.measures, within);
          const first = chart.measures[0];
          const name = chart.label ?? chart.measures.map((m) => MeasureLabels[m]).join(' and ');
          const shownUnit = unit === null || unit === 'ratio' ? null : unit;
          return (
            <Box key={first} data-testid={TestId.rpmChart} data-measure={chart.measures.join(' ')}>
              {(chart.label !== undefined || shownUnit !== null) && (
                <Text size="xs" c="dimmed" mb={4}>
                  {chart.label === undefined
                    ? `In ${shownUnit}`
                    : `${chart.label}${shownUnit === null ? '' : ` (${shownUnit})`}`}
                </Text>
              )}
              {rows.length === 0 || unit === null ? (
                <EmptyRange />
              ) : (
                <TrendLineChart
                  rows={rows}
                  series={chart.measures.map((m, i) => ({
                    name: m,
                    label: MeasureLabels[m],
                    color: chart.measures.length > 1 ? (COLORS[i] ?? single) : single,
                  }))}
                  unit={shownUnit ?? ''}
                  digits={MeasureDigits[first]}
                  zone={zone}
                  domain={[within.start, within.end]}
                  label={`${name} over the chosen dates, ${rows.length} points`}
                />
              )}
            </Box>
          );
        })}
      </Stack>
    </MetricCard>
  );
}

/** G13, G14: the Charts view: each kind's trend over the chosen days. */
export function ChartsView(props: ChartsViewProps & { rhythm: React.ReactNode }) {
  return (
    <Grid gap="md">
      {CHART_GROUPS.map((group) => (
        <Grid.Col key={group.metric} span={{ base: 12, lg: 6 }}>
          <GroupCharts group={group} {...props} />
        </Grid.Col>
      ))}
      <Grid.Col span={12}>{props.rhythm}</Grid.Col>
    </Grid>
  );
}
