import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The heading and spacing every screen inside the shell shares. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
