import { Button, Checkbox, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminClinicMessages as M, type ParentClinic } from '@clinicall/shared/admin-clinic';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { CardGridResults } from '../../../components/ui/card-grid-results';
import { LinkCard } from '../../../components/ui/link-card';
import { PageFrame } from '../../../components/ui/page-frame';
import { StateBadge } from '../../../components/ui/state-badge';
import { useFindParents, type ParentFilter } from '../api/parent-clinics-api';

function ParentCard({ parent }: { parent: ParentClinic }) {
  return (
    <LinkCard
      to={`${Paths.adminEditParentClinic}?id=${parent.id}`}
      testId={TestId.parentRow}
      title={parent.name}
      aside={<StateBadge on={parent.activated} />}
    >
      <Text size="sm" c="dimmed" lineClamp={2}>
        {parent.clinics.length === 0 ? 'No clinics' : parent.clinics.map((c) => c.name).join(', ')}
      </Text>
    </LinkCard>
  );
}

function Results({ filter }: { filter: ParentFilter }) {
  return (
    <CardGridResults
      query={useFindParents(filter)}
      noun="parent accounts"
      errorTitle="The parent accounts could not be loaded."
      empty={{
        icon: <IconBuildingCommunity aria-hidden />,
        title: M.noParents,
        testId: TestId.parentsEmpty,
      }}
      moreTestId={TestId.parentsMore}
      placeholders={3}
      renderItem={(parent) => <ParentCard key={parent.id} parent={parent} />}
    />
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
