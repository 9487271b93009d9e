import { Anchor, Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ProviderListItem } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';
import { useNetworkProfile } from '../api/get-network-profile';
import { ConnectionAction } from './connection-action';
import { NetworkProfileDetails } from './network-profile-details';

interface ProviderProfileDialogProps {
  provider: ProviderListItem;
  opened: boolean;
  onClose: () => void;
}

/**
 * F103 "View profile": the row's provider at once (what the search answered), then the
 * professional profile the network answers while the dialog is open
 * (`GET /providers/network/{id}/profile`, for colleagues of every network clinic alike).
 */
export function ProviderProfileDialog({ provider, opened, onClose }: ProviderProfileDialogProps) {
  const profile = useNetworkProfile(provider.id, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Provider profile"
      centered
      data-testid={TestId.networkProfileDialog}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <PhotoAvatar
            path={provider.imagePath}
            name={provider.name}
            color="initials"
            radius="xl"
            size="lg"
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {provider.name}
            </Text>
            {provider.preferred && (
              <Badge size="sm" variant="light" color="yellow">
                Payer Preferred
              </Badge>
            )}
          </Stack>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={96}>Practice</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {provider.practice ?? 'Not given'}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Clinic</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{provider.clinic}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>E-mail</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Anchor href={`mailto:${provider.email}`}>{provider.email}</Anchor>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <NetworkProfileDetails query={profile} />
        <Group gap="xs" wrap="wrap">
          <ConnectionAction provider={provider} />
        </Group>
      </Stack>
    </Modal>
  );
}
