import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Measures } from '@clinicall/shared/monitoring/measures';
import { LIST_DEFS } from '../list-columns';
import { MetricList } from './metric-list';

interface ListsViewProps {
  measures: Measures;
  zone: string;
  within: { start: number; end: number };
  rhythm: ReactNode;
}

/** G13–G17: the List view: each kind's readings of a chosen day. */
export function ListsView({ measures, zone, within, rhythm }: ListsViewProps) {
  return (
    <Grid gap="md">
      {LIST_DEFS.map((def) => (
        <Grid.Col key={def.kind} span={{ base: 12, lg: 6 }}>
          <MetricList def={def} rows={measures[def.kind]} zone={zone} within={within} />
        </Grid.Col>
      ))}
      <Grid.Col span={12}>{rhythm}</Grid.Col>
    </Grid>
  );
}
