import { EmptyState, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TestId } from '@clinicall/shared/test-ids';
import { PagedResults, type PagedResultsProps } from './paged-results';

const columns = { base: 1, sm: 2, lg: 3 };

interface CardGridResultsProps<T> extends Pick<
  PagedResultsProps<T>,
  'query' | 'errorTitle' | 'moreTestId'
> {
  /** What the list holds, for the loading label: "clinics". */
  noun: string;
  empty: { icon: ReactNode; title: string; testId: TestId };
  /** How many placeholder cards stand in while the first page loads. */
  placeholders?: number;
  renderItem: (item: T) => ReactNode;
}

/** A paged list shown as a grid of cards (the admin's clinics and parent accounts). */
export function CardGridResults<T>(props: CardGridResultsProps<T>) {
  const { noun, empty, placeholders = 6, renderItem, ...paged } = props;
  return (
    <PagedResults
      {...paged}
      loading={
        <SimpleGrid cols={columns} aria-busy="true" aria-label={`Loading ${noun}`}>
          {Array.from({ length: placeholders }, (_, key) => (
            <Skeleton key={key} height={88} radius="md" />
          ))}
        </SimpleGrid>
      }
      empty={<EmptyState icon={empty.icon} title={empty.title} data-testid={empty.testId} />}
    >
      {(items) => <SimpleGrid cols={columns}>{items.map(renderItem)}</SimpleGrid>}
    </PagedResults>
  );
}
