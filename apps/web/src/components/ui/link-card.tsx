import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TestId } from '@clinicall/shared/test-ids';

interface LinkCardProps {
  to: string;
  testId: TestId;
  title: string;
  /** Lines under the title. */
  children: ReactNode;
  /** Shown at the card's top right (a state badge). */
  aside: ReactNode;
}

/** One entry of a card grid that opens its edit page (the admin's clinics and parent accounts). */
export function LinkCard({ to, testId, title, children, aside }: LinkCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={to} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {title}
          </Text>
          {children}
        </Stack>
        {aside}
      </Group>
    </Card>
  );
}
