import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';

/** One metric's card: its title, what sits beside it (a date dropdown) and its list or chart. */
export function MetricCard(props: {
  metric: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" data-testid={TestId.rpmMetric} data-metric={props.metric}>
      <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
        <Title order={3} fz="md">
          {props.title}
        </Title>
        {props.aside}
      </Group>
      {props.children}
    </Card>
  );
}

/** G17: nothing in the chosen days: the user is asked to widen them. */
export function EmptyRange() {
  return (
    <Text c="dimmed" size="sm" data-testid={TestId.rpmEmptyRange}>
      {RpmMessages.emptyRange}
    </Text>
  );
}
