import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';
import type { useDayList } from '../hooks/use-day-list';
import { RpmLoading, RpmRequestError } from './state-panels';

const count = new Intl.NumberFormat('en-US');

/**
 * G15: the chosen day's table, and when the day is read page by page (more readings than the
 * measures answer carries), its loading, its failure, and the way to the next page.
 */
export function DayPages(props: { list: ReturnType<typeof useDayList>; children: ReactNode }) {
  const { pages, shown, rows } = props.list;
  if (pages === null || shown === null) return props.children;
  if (pages.isPending) return <RpmLoading label="Loading the day’s readings" />;
  if (pages.isError) {
    return (
      <RpmRequestError
        title={RpmMessages.requestFailed}
        error={pages.error}
        onRetry={() => void pages.refetch()}
      />
    );
  }
  return (
    <>
      {props.children}
      <Group justify="space-between" gap="xs" mt="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {count.format(rows.length)} of {count.format(shown.count)} readings of this day
        </Text>
        {pages.hasNextPage && (
          <Button
            size="compact-xs"
            variant="light"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
            data-testid={TestId.rpmDayMore}
          >
            Show more
          </Button>
        )}
      </Group>
    </>
  );
}
