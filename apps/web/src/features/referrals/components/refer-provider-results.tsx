import { Alert, Button, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUserSearch } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import {
  ProviderNetworkMessages,
  type ProviderPage,
} from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { ReferProviderRow } from './refer-provider-row';

/**
 * F95: the providers found to refer to, in their states: loading, failed and empty with F106's
 * texts (the same searches as the network's), then the rows, the next page loaded on scrolling.
 */
export function ReferProviderResults({
  query,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ProviderPage>, Error>;
}) {
  if (query.isPending) {
    return (
      <Stack
        gap="sm"
        aria-busy="true"
        aria-label="Loading providers"
        data-testid={TestId.referProvidersLoading}
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={88} radius="md" />
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
        data-testid={TestId.referProvidersError}
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
        title={ProviderNetworkMessages.noProviders}
        data-testid={TestId.referProvidersEmpty}
      />
    );
  }
  return (
    <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <Stack
        gap="sm"
        component="ul"
        aria-label="Providers to refer to"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid={TestId.referProvidersList}
      >
        {providers.map((provider) => (
          <li key={provider.id}>
            <ReferProviderRow provider={provider} />
          </li>
        ))}
      </Stack>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={TestId.referProvidersMore}
      />
    </Stack>
  );
}
