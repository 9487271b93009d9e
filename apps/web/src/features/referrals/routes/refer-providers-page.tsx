import { Text } from '@mantine/core';
import { useState } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { ProviderList } from '../../../components/ui/provider-list';
import { ProviderSearchBar, useProviderSearch } from '../../../components/ui/provider-search-bar';
import { useReferProviders } from '../api/refer-find-providers';
import { ReferProviderRow } from '../components/refer-provider-row';

/**
 * F95 (state patients.referrals, provider only): find the provider to refer a patient to, by
 * keyword and specialty, with "Only My Clinic" and "Only My Connections", in pages from 0; the
 * states and F106's texts are the network's (the same searches).
 */
export function ReferProvidersPage() {
  const search = useProviderSearch();
  const [onlyConnections, setOnlyConnections] = useState(false);
  const providers = useReferProviders({ ...search.filters, onlyConnections });

  return (
    <PageFrame title="Refer a patient">
      <Text c="dimmed">Choose the provider you refer to, then the patient.</Text>
      <ProviderSearchBar
        search={search}
        testIds={{
          keyword: TestId.referProvidersKeyword,
          specialty: TestId.referProvidersSpecialty,
          onlyMyClinic: TestId.referProvidersOnlyMyClinic,
        }}
        connections={{
          label: 'Only My Connections',
          checked: onlyConnections,
          onChange: setOnlyConnections,
          testId: TestId.referProvidersOnlyConnections,
        }}
      />
      <ProviderList
        query={providers}
        label="Providers to refer to"
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
