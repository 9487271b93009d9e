import { Badge, Button } from '@mantine/core';
import { IconCheck, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import {
  ProviderNetworkMessages,
  type ProviderListItem,
} from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { useAddConnection } from '../api/add-connection';
import { useRemoveConnection } from '../api/remove-connection';

const failed = () => toast.error(ProviderNetworkMessages.failed);

/**
 * F103, F105: "Current connection" with a way to remove it, or "Add connection". The outcome is
 * awaited here rather than in per-call callbacks: a removed connection's row leaves the list (and
 * unmounts) before its toast would be shown.
 */
export function ConnectionAction({ provider }: { provider: ProviderListItem }) {
  const add = useAddConnection();
  const remove = useRemoveConnection();
  const body = { providerId: provider.id };

  if (!provider.onNetwork) {
    const connect = () =>
      void add
        .mutateAsync(body)
        .then(() => toast.success(ProviderNetworkMessages.connected(provider.name)), failed);
    return (
      <Button
        size="xs"
        leftSection={<IconUserPlus size={16} aria-hidden />}
        loading={add.isPending}
        onClick={connect}
        aria-label={`Add connection with ${provider.name}`}
        data-testid={TestId.networkAdd}
      >
        Add connection
      </Button>
    );
  }

  const disconnect = () =>
    confirmAction({
      title: 'Remove connection',
      message: ProviderNetworkMessages.removeQuestion(provider.name),
      confirmLabel: 'Remove',
      onConfirm: () =>
        void remove
          .mutateAsync(body)
          .then(() => toast.success(ProviderNetworkMessages.disconnected(provider.name)), failed),
    });
  return (
    <>
      <Badge
        variant="light"
        color="teal"
        size="lg"
        leftSection={<IconCheck size={14} aria-hidden />}
        data-testid={TestId.networkCurrent}
      >
        Current connection
      </Badge>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconUserMinus size={16} aria-hidden />}
        loading={remove.isPending}
        onClick={disconnect}
        aria-label={`Remove connection with ${provider.name}`}
        data-testid={TestId.networkRemove}
      >
        Remove connection
      </Button>
    </>
  );
}
