import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { LIST_DEFS } from '../list-columns';
import { MetricList, type DayListProps } from './metric-list';

/** G13–G17: the List view: each kind's readings of a chosen day. */
export function ListsView({ rhythm, ...props }: DayListProps & { rhythm: ReactNode }) {
  return (
    <Grid gap="md">
      {LIST_DEFS.map((def) => (
        <Grid.Col key={def.kind} span={{ base: 12, lg: 6 }}>
          <MetricList def={def} {...props} />
        </Grid.Col>
      ))}
      <Grid.Col span={12}>{rhythm}</Grid.Col>
    </Grid>
  );
}
