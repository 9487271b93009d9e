import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { ProviderSearchBar, useProviderSearch } from '../../../components/ui/provider-search-bar';
import { useFindProviders } from '../api/find-providers';
import { NetworkNav } from '../components/network-nav';
import { ProviderResults } from '../components/provider-results';
import { ReferContext } from '../components/refer-context';

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
  const search = useProviderSearch();
  const [onlyNonConnections, setOnlyNonConnections] = useState(false);
  const providers = useFindProviders({ ...search.filters, onlyNonConnections });

  return (
    <PageFrame title="Provider network">
      <NetworkNav />
      {patientId !== undefined && <ReferContext patientId={patientId} />}
      <ProviderSearchBar
        search={search}
        testIds={{
          keyword: TestId.networkKeyword,
          specialty: TestId.networkSpecialty,
          onlyMyClinic: TestId.networkOnlyMyClinic,
        }}
        connections={{
          label: 'Only Non-Connections',
          checked: onlyNonConnections,
          onChange: setOnlyNonConnections,
          testId: TestId.networkOnlyNonConnections,
        }}
      />
      <ProviderResults query={providers} label="Providers found" patientId={patientId} />
    </PageFrame>
  );
}
