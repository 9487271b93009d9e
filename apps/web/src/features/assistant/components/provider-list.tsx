import { Button, Center, EmptyState, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { IconUserSearch } from '@tabler/icons-react';
import type { AssistedProvider, AssistedProviderPage } from '@clinicall/shared/identity';
import { Messages } from '@clinicall/shared/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { ProviderCard } from './provider-card';

interface ProviderListProps {
  query: UseInfiniteQueryResult<InfiniteData<AssistedProviderPage>>;
  providers: AssistedProvider[];
}

/** The provider cards with loading, empty, error and "Load more" states (A54). */
export function ProviderList({ query, providers }: ProviderListProps) {
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading providers">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="We could not load your providers"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (providers.length === 0) {
    return (
      <EmptyState
        icon={<IconUserSearch aria-hidden />}
        title={Messages.assistant.noProviders}
        data-testid={TestId.assistEmpty}
      />
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid={TestId.assistProviderList}>
        {providers.map((provider) => (
          <ProviderCard key={provider.id} provider={provider} />
        ))}
      </SimpleGrid>
      {query.hasNextPage && (
        <Center>
          <Button
            variant="light"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            data-testid={TestId.assistLoadMore}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
