import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TestId } from '@clinicall/shared/test-ids';

interface DashboardPanelProps {
  /** The id of the heading that names this section. */
  labelledBy: string;
  testId: TestId;
  children: ReactNode;
}

/** One bordered section of the dashboard's side column. */
export function DashboardPanel({ labelledBy, testId, children }: DashboardPanelProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={labelledBy}
      data-testid={testId}
    >
      {children}
    </Paper>
  );
}
