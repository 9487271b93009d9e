import { Card, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProviderListItem } from '@clinicall/shared/provider-network/provider-network';
import type { TestId } from '@clinicall/shared/test-ids';
import { ProviderIdentity } from './provider-identity';

interface ProviderCardProps {
  provider: ProviderListItem;
  /** What the list offers to do with this provider, beside who they are. */
  actions: ReactNode;
  testId: TestId;
  /** What the actions open (dialogs), kept inside the row. */
  children?: ReactNode;
}

/** F95, F103: one row of a provider list: who the provider is, and the list's actions. */
export function ProviderCard({ provider, actions, testId, children }: ProviderCardProps) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid={testId}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <ProviderIdentity provider={provider} />
        {actions}
      </Group>
      {children}
    </Card>
  );
}
