import { Group, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { ProviderNetworkMessages } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { useFindProviders } from '../api/find-providers';
import { NetworkNav } from '../components/network-nav';
import { ProviderResults } from '../components/provider-results';
import { ReferContext } from '../components/refer-context';

/** The search schema's bound (`ProviderSearchQuerySchema`): longer text would only be refused. */
const MAX_SEARCH = 100;
const field = { flex: '1 1 220px', maxWidth: 360 } as const;

/** `?patientId` (F102): the patient in context, a positive whole number, or none. */
function patientInContext(params: URLSearchParams): number | undefined {
  const id = Number(params.get('patientId'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * F102–F106: finds providers of the network by keyword and specialty, with two filters; with a
 * patient in context each row offers to refer them (F103).
 */
export function FindProvidersPage() {
  const [params] = useSearchParams();
  const patientId = patientInContext(params);
  const [typedKeyword, setTypedKeyword] = useState('');
  const [typedSpecialty, setTypedSpecialty] = useState('');
  // H8: the search waits until typing pauses.
  const [keyword] = useDebouncedValue(typedKeyword.trim(), DEBOUNCE_MS);
  const [specialty] = useDebouncedValue(typedSpecialty.trim(), DEBOUNCE_MS);
  const [onlyMyClinic, setOnlyMyClinic] = useState(false);
  const [onlyNonConnections, setOnlyNonConnections] = useState(false);
  const providers = useFindProviders({ keyword, specialty, onlyMyClinic, onlyNonConnections });

  return (
    <PageFrame title="Provider network">
      <NetworkNav />
      {patientId !== undefined && <ReferContext patientId={patientId} />}
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search providers"
          placeholder="Name, e-mail or practice"
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={MAX_SEARCH}
          value={typedKeyword}
          onChange={(event) => setTypedKeyword(event.currentTarget.value)}
          style={field}
          data-testid={TestId.networkKeyword}
        />
        <TextInput
          label="Specialty"
          placeholder="e.g. Psychiatry"
          leftSection={<IconStethoscope size={16} aria-hidden />}
          maxLength={MAX_SEARCH}
          value={typedSpecialty}
          onChange={(event) => setTypedSpecialty(event.currentTarget.value)}
          style={field}
          data-testid={TestId.networkSpecialty}
        />
      </Group>
      <Group gap="lg" wrap="wrap">
        <Switch
          label="Only My Clinic"
          checked={onlyMyClinic}
          onChange={(event) => setOnlyMyClinic(event.currentTarget.checked)}
          data-testid={TestId.networkOnlyMyClinic}
        />
        <Switch
          label="Only Non-Connections"
          checked={onlyNonConnections}
          onChange={(event) => setOnlyNonConnections(event.currentTarget.checked)}
          data-testid={TestId.networkOnlyNonConnections}
        />
      </Group>
      <ProviderResults
        query={providers}
        label="Providers found"
        empty={{ title: ProviderNetworkMessages.noProviders }}
        patientId={patientId}
      />
    </PageFrame>
  );
}
