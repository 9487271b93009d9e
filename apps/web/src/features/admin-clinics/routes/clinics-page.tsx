import {
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingHospital, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminClinicMessages as M, type ClinicListItem } from '@clinicall/shared/admin-clinic';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { useFindClinics, type ActiveFilter } from '../api/clinics-api';

function ClinicCard({ clinic }: { clinic: ClinicListItem }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={`${Paths.adminEditClinic}?id=${clinic.id}`}
      data-testid={TestId.clinicRow}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {clinic.name}
          </Text>
          <Text size="sm" c="dimmed">
            {clinic.clinicType}
          </Text>
          {clinic.customUrl && (
            <Text size="sm" c="dimmed" truncate>
              /{clinic.customUrl}
            </Text>
          )}
        </Stack>
        <Badge
          style={{ flexShrink: 0 }}
          color={clinic.activated ? 'teal.9' : 'gray'}
          variant={clinic.activated ? 'filled' : 'light'}
        >
          {clinic.activated ? 'Active' : 'Inactive'}
        </Badge>
      </Group>
    </Card>
  );
}

function Results({ keyword, active }: { keyword: string; active: ActiveFilter }) {
  const query = useFindClinics(keyword, active);
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading clinics">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} height={88} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="The clinics could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const clinics = query.data.pages.flatMap((page) => page.content);
  if (clinics.length === 0) {
    return (
      <EmptyState
        icon={<IconBuildingHospital aria-hidden />}
        title={M.noClinics}
        data-testid={TestId.clinicsEmpty}
      />
    );
  }
  return (
    <Stack style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {clinics.map((clinic) => (
          <ClinicCard key={clinic.id} clinic={clinic} />
        ))}
      </SimpleGrid>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={TestId.clinicsMore}
      />
    </Stack>
  );
}

/** B5–B7: `/admin-dashboard/clinics`, searched by name, filtered by state, 15 at a time. */
export function ClinicsPage() {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const [active, setActive] = useState<ActiveFilter>('all');
  return (
    <PageFrame
      title="Clinics"
      actions={
        <Button
          component={Link}
          to={Paths.adminAddClinic}
          leftSection={<IconPlus size={16} />}
          data-testid={TestId.clinicAdd}
        >
          Add clinic
        </Button>
      }
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 240px' }}
          label="Search"
          placeholder="Clinic name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          data-testid={TestId.clinicSearch}
        />
        <SegmentedControl
          aria-label="Show clinics"
          value={active}
          onChange={setActive}
          data={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          data-testid={TestId.clinicActiveFilter}
        />
      </Group>
      <Results keyword={debounced} active={active} />
    </PageFrame>
  );
}
