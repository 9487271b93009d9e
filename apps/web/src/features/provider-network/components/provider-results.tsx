import { Alert, Button, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUserSearch } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  ProviderNetworkMessages,
  type ProviderPage,
} from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { ProviderRow } from './provider-row';

interface ProviderResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<ProviderPage>, Error>;
  /** What an empty list says (F101, F106), and a way on from there. */
  empty: { title: string; action?: ReactNode };
  /** Names the list for screen readers. */
  label: string;
  /** F102: the patient in context, whom each row offers to refer. */
  patientId?: number | undefined;
}

/**
 * A list of network providers in its states: loading, failed (F106's text, whatever the cause: the
 * spec gives one for every search, network and connections call), empty, then the rows with the
 * next page loaded as the end scrolls into view (dimmed while a new search replaces the last one).
 */
export function ProviderResults({ query, empty, label, patientId }: ProviderResultsProps) {
  if (query.isPending) {
    return (
      <Stack
        gap="sm"
        aria-busy="true"
        aria-label={`Loading ${label}`}
        data-testid={TestId.networkLoading}
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        data-testid={TestId.networkError}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{ProviderNetworkMessages.failed}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const providers = query.data.pages.flatMap((page) => page.list);
  if (providers.length === 0) {
    return (
      <EmptyState
        icon={<IconUserSearch aria-hidden />}
        title={empty.title}
        data-testid={TestId.networkEmpty}
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
        data-testid={TestId.networkList}
      >
        {providers.map((provider) => (
          <li key={provider.id}>
            <ProviderRow provider={provider} patientId={patientId} />
          </li>
        ))}
      </Stack>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={TestId.networkMore}
      />
    </Stack>
  );
}
