import {
  Anchor,
  EmptyState,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import type { ClinicRef, StaffRow } from '@clinicall/shared/admin-users';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { StateBadge } from '../../../components/ui/state-badge';
import { useStaffPage, type StaffListFilter } from '../api/staff-page';

export interface StaffListProps {
  /** The list endpoint (`/admin/providers/find`, `/clinic/assistants`, ...). */
  endpoint: string;
  /** The edit screen; the row's e-mail goes in `?email`. */
  editPath: string;
  emptyText: string;
  /** The clinic filter's choices (the super admin's lists); none for a clinic admin. */
  clinics?: ClinicRef[];
}

/**
 * On a phone the e-mail and the clinics go under the name, so the row fits the screen without a
 * sideways scroll that nothing hints at (the attachments list does the same).
 */
function Rows({ rows, editPath }: { rows: StaffRow[]; editPath: string }) {
  return (
    <Table striped highlightOnHover data-testid={TestId.staffTable}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th visibleFrom="sm">E-mail</Table.Th>
          <Table.Th visibleFrom="sm">Clinic</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const clinics = row.clinics.map((c) => c.name).join(', ');
          return (
            <Table.Tr key={row.id} data-testid={TestId.staffRow}>
              <Table.Td>
                <Anchor component={Link} to={`${editPath}?email=${encodeURIComponent(row.email)}`}>
                  {row.firstName} {row.lastName}
                </Anchor>
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.email}
                  {clinics && ` · ${clinics}`}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.email}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{clinics}</Table.Td>
              <Table.Td>
                <StateBadge on={row.activated} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** B60, B66, B71, B77: a staff table with search, the active filter and an optional clinic. */
export function StaffList({ endpoint, editPath, emptyText, clinics }: StaffListProps) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, DEBOUNCE_MS);
  const [active, setActive] = useState<StaffListFilter['active']>('all');
  const [clinic, setClinic] = useState<string | null>(null);
  const query = useStaffPage(endpoint, {
    keyword: debounced,
    active,
    clinic: clinic ? Number(clinic) : null,
  });

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={40} radius="sm" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title="The list could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const rows = query.data.pages.flatMap((page) => page.content);
    body =
      rows.length === 0 ? (
        <EmptyState
          icon={<IconUsers aria-hidden />}
          title={emptyText}
          data-testid={TestId.staffEmpty}
        />
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Rows rows={rows} editPath={editPath} />
          <InfiniteScroll
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
            testId={TestId.staffMore}
          />
        </Stack>
      );
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or e-mail"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          data-testid={TestId.staffSearch}
          style={{ flex: '1 1 220px' }}
        />
        {clinics && (
          <Select
            label="Clinic"
            placeholder="All clinics"
            clearable
            searchable
            data={clinics.map((c) => ({ value: String(c.id), label: c.name }))}
            value={clinic}
            onChange={setClinic}
            data-testid={TestId.staffClinicFilter}
            style={{ flex: '1 1 200px' }}
          />
        )}
        <SegmentedControl
          aria-label="Active filter"
          value={active}
          onChange={setActive}
          data={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          data-testid={TestId.staffActiveFilter}
        />
      </Group>
      {body}
    </Stack>
  );
}
