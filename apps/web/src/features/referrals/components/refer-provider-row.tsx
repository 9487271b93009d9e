import { Button } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@clinicall/shared/paths';
import type { ProviderListItem } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { ProviderCard } from '../../../components/ui/provider-card';

/** F95, F103: a provider one may refer to; "Refer Patient" goes on to choose the patient (F96). */
export function ReferProviderRow({ provider }: { provider: ProviderListItem }) {
  return (
    <ProviderCard
      provider={provider}
      testId={TestId.referProviderRow}
      actions={
        <Button
          component={Link}
          to={pathTo.patientsReferralsCurrent(provider.id)}
          size="xs"
          leftSection={<IconArrowForwardUp size={16} aria-hidden />}
          aria-label={`Refer a patient to ${provider.name}`}
          data-testid={TestId.referChooseProvider}
        >
          Refer Patient
        </Button>
      }
    />
  );
}
