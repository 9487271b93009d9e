import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingHospital, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminClinicMessages as M, type ClinicListItem } from '@clinicall/shared/admin-clinic';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { CardGridResults } from '../../../components/ui/card-grid-results';
import { LinkCard } from '../../../components/ui/link-card';
import { PageFrame } from '../../../components/ui/page-frame';
import { StateBadge } from '../../../components/ui/state-badge';
import { useFindClinics, type ActiveFilter } from '../api/clinics-api';

function ClinicCard({ clinic }: { clinic: ClinicListItem }) {
  return (
    <LinkCard
      to={`${Paths.adminEditClinic}?id=${clinic.id}`}
      testId={TestId.clinicRow}
      title={clinic.name}
      aside={<StateBadge on={clinic.activated} />}
    >
      <Text size="sm" c="dimmed">
        {clinic.clinicType}
      </Text>
      {clinic.customUrl && (
        <Text size="sm" c="dimmed" truncate>
          /{clinic.customUrl}
        </Text>
      )}
    </LinkCard>
  );
}

function Results({ keyword, active }: { keyword: string; active: ActiveFilter }) {
  return (
    <CardGridResults
      query={useFindClinics(keyword, active)}
      noun="clinics"
      errorTitle="The clinics could not be loaded."
      empty={{
        icon: <IconBuildingHospital aria-hidden />,
        title: M.noClinics,
        testId: TestId.clinicsEmpty,
      }}
      moreTestId={TestId.clinicsMore}
      renderItem={(clinic) => <ClinicCard key={clinic.id} clinic={clinic} />}
    />
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
