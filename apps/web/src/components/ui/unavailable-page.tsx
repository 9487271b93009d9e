import { EmptyState, Paper } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from './page-frame';

/** A menu target whose screen is not built yet: a real page that says so, never invented data. */
export function UnavailablePage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Paper withBorder radius="md" p="xl" data-testid={TestId.unavailableArea}>
        <EmptyState
          variant="light"
          icon={<IconHourglassEmpty aria-hidden />}
          title="This area is not available yet"
          description={`${title} will open here in an upcoming release of Clinicall.`}
        />
      </Paper>
    </PageFrame>
  );
}
