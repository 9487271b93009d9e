import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProviderPage } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { ProviderList } from '../../../components/ui/provider-list';
import { ProviderRow } from './provider-row';

interface ProviderResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<ProviderPage>, Error>;
  /** What an empty list says (F101, F106), and a way on from there. */
  empty?: { title: string; action?: ReactNode };
  /** Names the list for screen readers. */
  label: string;
  /** F102: the patient in context, whom each row offers to refer. */
  patientId?: number | undefined;
}

/** The network's provider lists (Find and My connections), with its rows and test ids. */
export function ProviderResults({ query, empty, label, patientId }: ProviderResultsProps) {
  return (
    <ProviderList
      query={query}
      label={label}
      empty={empty}
      testIds={{
        loading: TestId.networkLoading,
        error: TestId.networkError,
        empty: TestId.networkEmpty,
        list: TestId.networkList,
        more: TestId.networkMore,
      }}
      renderRow={(provider) => <ProviderRow provider={provider} patientId={patientId} />}
    />
  );
}
