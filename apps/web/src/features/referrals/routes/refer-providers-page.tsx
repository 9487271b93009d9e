import { Group, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { useReferProviders } from '../api/refer-find-providers';
import { ReferProviderResults } from '../components/refer-provider-results';

/** The search schema's bound: longer text would only be refused. */
const MAX_SEARCH = 100;
const field = { flex: '1 1 220px', maxWidth: 360 } as const;

/**
 * F95 (state patients.referrals, provider only): find the provider to refer a patient to, by
 * keyword and specialty, with "Only My Clinic" and "Only My Connections", in pages from 0.
 */
export function ReferProvidersPage() {
  const [typedKeyword, setTypedKeyword] = useState('');
  const [typedSpecialty, setTypedSpecialty] = useState('');
  const [keyword] = useDebouncedValue(typedKeyword.trim(), DEBOUNCE_MS);
  const [specialty] = useDebouncedValue(typedSpecialty.trim(), DEBOUNCE_MS);
  const [onlyMyClinic, setOnlyMyClinic] = useState(false);
  const [onlyConnections, setOnlyConnections] = useState(false);
  const providers = useReferProviders({ keyword, specialty, onlyMyClinic, onlyConnections });

  return (
    <PageFrame title="Refer a patient">
      <Text c="dimmed">Choose the provider you refer to, then the patient.</Text>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search providers"
          placeholder="Name, e-mail or practice"
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={MAX_SEARCH}
          value={typedKeyword}
          onChange={(event) => setTypedKeyword(event.currentTarget.value)}
          style={field}
          data-testid={TestId.referProvidersKeyword}
        />
        <TextInput
          label="Specialty"
          placeholder="e.g. Psychiatry"
          leftSection={<IconStethoscope size={16} aria-hidden />}
          maxLength={MAX_SEARCH}
          value={typedSpecialty}
          onChange={(event) => setTypedSpecialty(event.currentTarget.value)}
          style={field}
          data-testid={TestId.referProvidersSpecialty}
        />
      </Group>
      <Group gap="lg" wrap="wrap">
        <Switch
          label="Only My Clinic"
          checked={onlyMyClinic}
          onChange={(event) => setOnlyMyClinic(event.currentTarget.checked)}
          data-testid={TestId.referProvidersOnlyMyClinic}
        />
        <Switch
          label="Only My Connections"
          checked={onlyConnections}
          onChange={(event) => setOnlyConnections(event.currentTarget.checked)}
          data-testid={TestId.referProvidersOnlyConnections}
        />
      </Group>
      <ReferProviderResults query={providers} />
    </PageFrame>
  );
}
