import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import type { TestId } from '@clinicall/shared/test-ids';
import { PagedResults, type PagedResultsProps } from './paged-results';

interface LogResultsProps<T> extends Pick<
  PagedResultsProps<T>,
  'query' | 'errorTitle' | 'moreTestId' | 'children'
> {
  /** The loading label: "Loading the access log". */
  loadingLabel: string;
  empty: { title: string; testId: TestId };
}

/** What an audit log search found, as a table paged on scroll. */
export function LogResults<T>({ loadingLabel, empty, ...paged }: LogResultsProps<T>) {
  return (
    <PagedResults
      {...paged}
      loading={
        <Stack gap="sm" aria-busy="true" aria-label={loadingLabel}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={44} radius="sm" />
          ))}
        </Stack>
      }
      empty={
        <EmptyState
          icon={<IconFileSearch aria-hidden />}
          title={empty.title}
          data-testid={empty.testId}
        />
      }
    />
  );
}
