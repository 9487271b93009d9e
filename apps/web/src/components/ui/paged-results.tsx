import { Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from './infinite-scroll';
import { LoadError } from './load-error';

export interface PagedResultsProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ content: T[] }>, Error>;
  /** Shown while the first page loads. */
  loading: ReactNode;
  errorTitle: string;
  /** Shown when nothing matches. */
  empty: ReactNode;
  moreTestId: TestId;
  /** The entries loaded so far. */
  children: (items: T[]) => ReactNode;
}

/**
 * A paged list's states: loading, error (with Try again), empty, then the entries with the next
 * page loaded as the end scrolls into view (dimmed while a new search replaces the last one).
 */
export function PagedResults<T>(props: PagedResultsProps<T>) {
  const { query, errorTitle, moreTestId } = props;
  if (query.isPending) return props.loading;
  if (query.isError) {
    return (
      <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const items = query.data.pages.flatMap((page) => page.content);
  if (items.length === 0) return props.empty;
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {props.children(items)}
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={moreTestId}
      />
    </Stack>
  );
}
