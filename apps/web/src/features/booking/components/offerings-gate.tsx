import { Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import { LoadError } from '../../../components/ui/load-error';

interface OfferingsGateProps {
  offerings: UseQueryResult<Offerings>;
  children: (offerings: Offerings) => ReactNode;
}

/** The type step's loading and error states around the provider's offerings. */
export function OfferingsGate({ offerings, children }: OfferingsGateProps) {
  if (offerings.isPending) return <Loader size="sm" aria-label="Loading the appointment types" />;
  if (offerings.isError) {
    return (
      <LoadError
        title="We could not load the appointment types"
        error={offerings.error}
        onRetry={() => void offerings.refetch()}
      />
    );
  }
  return children(offerings.data);
}
