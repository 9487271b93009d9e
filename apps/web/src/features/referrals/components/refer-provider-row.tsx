import { Button, Card, Group } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@clinicall/shared/paths';
import type { ProviderListItem } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { ProviderIdentity } from '../../../components/ui/provider-identity';

/** F95, F103: a provider one may refer to; "Refer Patient" goes on to choose the patient (F96). */
export function ReferProviderRow({ provider }: { provider: ProviderListItem }) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid={TestId.referProviderRow}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <ProviderIdentity provider={provider} />
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
      </Group>
    </Card>
  );
}
