import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from './infinite-scroll';
import { LoadError } from './load-error';

interface LogResultsProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ content: T[] }>, Error>;
  /** The loading label: "Loading the access log". */
  loadingLabel: string;
  errorTitle: string;
  empty: { title: string; testId: TestId };
  moreTestId: TestId;
  /** The table of the entries loaded so far. */
  children: (entries: T[]) => ReactNode;
}

/** What an audit log search found: loading, error and empty states, then a table paged on scroll. */
export function LogResults<T>(props: LogResultsProps<T>) {
  const { query, loadingLabel, errorTitle, empty, moreTestId } = props;
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const entries = query.data.pages.flatMap((page) => page.content);
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<IconFileSearch aria-hidden />}
        title={empty.title}
        data-testid={empty.testId}
      />
    );
  }
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {props.children(entries)}
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={moreTestId}
      />
    </Stack>
  );
}
