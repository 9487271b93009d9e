import { Anchor, Button, EmptyState, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconSearch, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { useReferPatients } from '../api/refer-patients';
import { useReferProvider } from '../api/refer-provider';
import { ReferFormDialog } from '../components/refer-form-dialog';
import { ReferPatientList } from '../components/refer-patient-list';
import type { ReferPatient } from '../components/refer-patient-row';

const MAX_SEARCH = 100;

/** `?providerId`: a positive whole number, or null. */
function providerIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('providerId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** F96 (state patients.referrals.current, `?providerId`): whom to refer to the chosen provider. */
export function ReferPatientsPage() {
  const [params] = useSearchParams();
  const providerId = providerIdOf(params);
  if (providerId === null) {
    return (
      <PageFrame title="Refer a patient">
        <EmptyState
          icon={<IconUserSearch aria-hidden />}
          title="Choose the provider you refer to first."
          data-testid={TestId.referPatientsEmpty}
        >
          <EmptyState.Actions>
            <Button component={Link} to={Paths.patientsReferrals}>
              Find a provider
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </PageFrame>
    );
  }
  return <ReferPatientsFor providerId={providerId} />;
}

function ReferPatientsFor({ providerId }: { providerId: number }) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const patients = useReferPatients(providerId, search);
  const provider = useReferProvider(providerId);
  const [selected, setSelected] = useState<ReferPatient | null>(null);
  const providerName = provider.data
    ? `${provider.data.firstName} ${provider.data.lastName}`
    : 'the chosen provider';

  return (
    <PageFrame title="Refer a patient">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text data-testid={TestId.referPatientsHeading}>
          Choose the patient to refer to <strong>{providerName}</strong>.
        </Text>
        <Anchor
          component={Link}
          to={Paths.patientsReferrals}
          size="sm"
          data-testid={TestId.referChangeProvider}
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            Choose another provider
          </Group>
        </Anchor>
      </Group>
      <TextInput
        label="Search patients"
        placeholder="Name or e-mail"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={MAX_SEARCH}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        style={{ maxWidth: 420 }}
        data-testid={TestId.referPatientsSearch}
      />
      <ReferPatientList query={patients} onSelect={setSelected} />
      <ReferFormDialog
        opened={selected !== null}
        onClose={() => setSelected(null)}
        patient={{ id: selected?.id ?? 0, name: selected?.name ?? '' }}
        provider={{ id: providerId, name: providerName }}
      />
    </PageFrame>
  );
}
