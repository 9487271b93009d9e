import { Text } from '@mantine/core';
import { useState } from 'react';
import { ProviderNetworkMessages } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { ProviderList } from '../../../components/ui/provider-list';
import {
  ProviderSearchBar,
  useProviderSearchText,
} from '../../../components/ui/provider-search-bar';
import { useReferProviders } from '../api/refer-find-providers';
import { ReferProviderRow } from '../components/refer-provider-row';

/**
 * F95 (state patients.referrals, provider only): find the provider to refer a patient to, by
 * keyword and specialty, with "Only My Clinic" and "Only My Connections", in pages from 0; the
 * states and F106's texts are the network's (the same searches).
 */
export function ReferProvidersPage() {
  const search = useProviderSearchText();
  const [onlyMyClinic, setOnlyMyClinic] = useState(false);
  const [onlyConnections, setOnlyConnections] = useState(false);
  const providers = useReferProviders({
    keyword: search.keyword,
    specialty: search.specialty,
    onlyMyClinic,
    onlyConnections,
  });

  return (
    <PageFrame title="Refer a patient">
      <Text c="dimmed">Choose the provider you refer to, then the patient.</Text>
      <ProviderSearchBar
        search={search}
        testIds={{
          keyword: TestId.referProvidersKeyword,
          specialty: TestId.referProvidersSpecialty,
        }}
        switches={[
          {
            label: 'Only My Clinic',
            checked: onlyMyClinic,
            onChange: setOnlyMyClinic,
            testId: TestId.referProvidersOnlyMyClinic,
          },
          {
            label: 'Only My Connections',
            checked: onlyConnections,
            onChange: setOnlyConnections,
            testId: TestId.referProvidersOnlyConnections,
          },
        ]}
      />
      <ProviderList
        query={providers}
        label="Providers to refer to"
        empty={{ title: ProviderNetworkMessages.noProviders }}
        testIds={{
          loading: TestId.referProvidersLoading,
          error: TestId.referProvidersError,
          empty: TestId.referProvidersEmpty,
          list: TestId.referProvidersList,
          more: TestId.referProvidersMore,
        }}
        renderRow={(provider) => <ReferProviderRow provider={provider} />}
      />
    </PageFrame>
  );
}
