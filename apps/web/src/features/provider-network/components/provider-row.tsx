import { Button, Group } from '@mantine/core';
import { IconArrowForwardUp, IconId } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProviderListItem } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { ReferFormDialog } from '../../referrals';
import { ProviderCard } from '../../../components/ui/provider-card';
import { ConnectionAction } from './connection-action';
import { ProviderProfileDialog } from './provider-profile-dialog';

interface ProviderRowProps {
  provider: ProviderListItem;
  /** F102: the patient in context (`?patientId`), whom "Refer Patient" refers to this provider. */
  patientId?: number | undefined;
}

/** F103: one provider of the network; with a patient in context, "Refer Patient" too. */
export function ProviderRow({ provider, patientId }: ProviderRowProps) {
  const [viewing, setViewing] = useState(false);
  const [referring, setReferring] = useState(false);
  return (
    <ProviderCard
      provider={provider}
      testId={TestId.networkRow}
      actions={
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
          {patientId !== undefined && (
            <Button
              size="xs"
              leftSection={<IconArrowForwardUp size={16} aria-hidden />}
              onClick={() => setReferring(true)}
              aria-label={`Refer Patient to ${provider.name}`}
              data-testid={TestId.networkReferPatient}
            >
              Refer Patient
            </Button>
          )}
        </Group>
      }
    >
      <ProviderProfileDialog
        provider={provider}
        opened={viewing}
        onClose={() => setViewing(false)}
      />
      {patientId !== undefined && (
        <ReferFormDialog
          opened={referring}
          onClose={() => setReferring(false)}
          patient={{ id: patientId }}
          provider={{ id: provider.id, name: provider.name }}
        />
      )}
    </ProviderCard>
  );
}
