import { Button, Card, Group } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProviderListItem } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { ConnectionAction } from './connection-action';
import { ProviderIdentity } from './provider-identity';
import { ProviderProfileDialog } from './provider-profile-dialog';

/**
 * F103: one provider of the network. "Refer Patient" is not offered: referring belongs to the
 * referrals feature, which does not exist on the web yet (a patient in context changes nothing).
 */
export function ProviderRow({ provider }: { provider: ProviderListItem }) {
  const [viewing, setViewing] = useState(false);
  return (
    <Card withBorder padding="sm" radius="md" data-testid={TestId.networkRow}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <ProviderIdentity provider={provider} />
        <Group gap="xs" wrap="wrap">
          <ConnectionAction provider={provider} />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconId size={16} aria-hidden />}
            onClick={() => setViewing(true)}
            aria-label={`View profile of ${provider.name}`}
            data-testid={TestId.networkViewProfile}
          >
            View profile
          </Button>
        </Group>
      </Group>
      <ProviderProfileDialog
        provider={provider}
        opened={viewing}
        onClose={() => setViewing(false)}
      />
    </Card>
  );
}
