import {
  Badge,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminClinicMessages as M, type ParentClinic } from '@clinicall/shared/admin-clinic';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { useFindParents, type ParentFilter } from '../api/parent-clinics-api';

function ParentCard({ parent }: { parent: ParentClinic }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={`${Paths.adminEditParentClinic}?id=${parent.id}`}
      data-testid={TestId.parentRow}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {parent.name}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {parent.clinics.length === 0
              ? 'No clinics'
              : parent.clinics.map((c) => c.name).join(', ')}
          </Text>
        </Stack>
        <Badge
          style={{ flexShrink: 0 }}
          color={parent.activated ? 'teal.9' : 'gray'}
          variant={parent.activated ? 'filled' : 'light'}
        >
          {parent.activated ? 'Active' : 'Inactive'}
        </Badge>
      </Group>
    </Card>
  );
}

function Results({ filter }: { filter: ParentFilter }) {
  const query = useFindParents(filter);
  if (query.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        aria-busy="true"
        aria-label="Loading parent accounts"
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={88} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="The parent accounts could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const parents = query.data.pages.flatMap((page) => page.content);
  if (parents.length === 0) {
    return (
      <EmptyState
        icon={<IconBuildingCommunity aria-hidden />}
        title={M.noParents}
        data-testid={TestId.parentsEmpty}
      />
    );
  }
  return (
    <Stack style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {parents.map((parent) => (
          <ParentCard key={parent.id} parent={parent} />
        ))}
      </SimpleGrid>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={TestId.parentsMore}
      />
    </Stack>
  );
}

/** B55: `/admin-dashboard/parentClinic`; active accounts shown and inactive hidden by default. */
export function ParentClinicsPage() {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const [active, setActive] = useState(true);
  const [inactive, setInactive] = useState(false);
  return (
    <PageFrame
      title="Parent accounts"
      actions={
        <Button
          component={Link}
          to={Paths.adminAddParentClinic}
          leftSection={<IconPlus size={16} />}
          data-testid={TestId.parentAdd}
        >
          Add parent account
        </Button>
      }
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 240px' }}
          label="Search"
          placeholder="Parent account name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-testid={TestId.parentSearch}
        />
        <Group gap="md" pb={8}>
          <Checkbox
            label="Active"
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Checkbox
            label="Inactive"
            checked={inactive}
            onChange={(e) => setInactive(e.currentTarget.checked)}
          />
        </Group>
      </Group>
      <Results filter={{ query: debounced, active, inactive }} />
    </PageFrame>
  );
}
