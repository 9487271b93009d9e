import { EmptyState, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from './infinite-scroll';
import { LoadError } from './load-error';

const columns = { base: 1, sm: 2, lg: 3 };

interface CardGridResultsProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ content: T[] }>, Error>;
  /** What the list holds, for the loading label: "clinics". */
  noun: string;
  errorTitle: string;
  empty: { icon: ReactNode; title: string; testId: TestId };
  moreTestId: TestId;
  /** How many placeholder cards stand in while the first page loads. */
  placeholders?: number;
  renderItem: (item: T) => ReactNode;
}

/**
 * A paged list shown as a grid of cards, with its loading, error and empty states, and the next
 * page loaded as the end scrolls into view (dimmed while a new search replaces the last one).
 */
export function CardGridResults<T>(props: CardGridResultsProps<T>) {
  const { query, noun, errorTitle, empty, moreTestId, placeholders = 6, renderItem } = props;
  if (query.isPending) {
    return (
      <SimpleGrid cols={columns} aria-busy="true" aria-label={`Loading ${noun}`}>
        {Array.from({ length: placeholders }, (_, key) => (
          <Skeleton key={key} height={88} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return (
      <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const items = query.data.pages.flatMap((page) => page.content);
  if (items.length === 0) {
    return <EmptyState icon={empty.icon} title={empty.title} data-testid={empty.testId} />;
  }
  return (
    <Stack style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <SimpleGrid cols={columns}>{items.map(renderItem)}</SimpleGrid>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={moreTestId}
      />
    </Stack>
  );
}
