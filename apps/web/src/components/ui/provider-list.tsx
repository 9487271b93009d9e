import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  ProviderNetworkMessages,
  type ProviderListItem,
  type ProviderPage,
} from '@clinicall/shared/provider-network/provider-network';
import type { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from './infinite-scroll';
import { LoadError } from './load-error';

/** The `data-testid`s of a list's states: each page keeps its own, which the journeys use. */
export interface ProviderListTestIds {
  loading: TestId;
  error: TestId;
  empty: TestId;
  list: TestId;
  more: TestId;
}

interface ProviderListProps {
  query: UseInfiniteQueryResult<InfiniteData<ProviderPage>, Error>;
  /** Names the list for screen readers. */
  label: string;
  /** What an empty list says (F101, F106; by default "No providers found"), and a way on. */
  empty?: { title: string; action?: ReactNode } | undefined;
  testIds: ProviderListTestIds;
  renderRow: (provider: ProviderListItem) => ReactNode;
}

/** F106: the one text for any failure of a provider search or profile, with Try again. */
export function ProviderNetworkError(props: {
  query: { error: Error; refetch: () => Promise<unknown> };
  testId: TestId;
}) {
  const { query, testId } = props;
  return (
    <LoadError
      error={query.error}
      message={ProviderNetworkMessages.failed}
      onRetry={() => void query.refetch()}
      testId={testId}
    />
  );
}

/**
 * A list of providers (the network's searches and connections, F99–F106, and the referral's search,
 * F95) in its states: loading, failed (F106's text, whatever the cause: the spec gives one for every
 * provider search), empty, then the rows with the next page loaded as the end scrolls into view
 * (dimmed while a new search replaces the last one).
 */
export function ProviderList(props: ProviderListProps) {
  const { query, label, testIds, renderRow } = props;
  const empty = props.empty ?? { title: ProviderNetworkMessages.noProviders };
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading providers" data-testid={testIds.loading}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return <ProviderNetworkError query={query} testId={testIds.error} />;
  }
  const providers = query.data.pages.flatMap((page) => page.list);
  if (providers.length === 0) {
    return (
      <EmptyState
        icon={<IconUserSearch aria-hidden />}
        title={empty.title}
        data-testid={testIds.empty}
      >
        {empty.action && <EmptyState.Actions>{empty.action}</EmptyState.Actions>}
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <Stack
        gap="sm"
        component="ul"
        aria-label={label}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid={testIds.list}
      >
        {providers.map((provider) => (
          <li key={provider.id}>{renderRow(provider)}</li>
        ))}
      </Stack>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={testIds.more}
      />
    </Stack>
  );
}
