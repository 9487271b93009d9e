import { Anchor, Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ProviderListItem } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';
import { ConnectionAction } from './connection-action';

interface ProviderProfileDialogProps {
  provider: ProviderListItem;
  opened: boolean;
  onClose: () => void;
}

/**
 * F103 "View profile": what the network shows of a provider. The full profile page reads
 * `GET /providers/{id}/profile`, which answers only colleagues of a shared clinic; a network
 * profile call for providers of other clinics does not exist yet, so this dialog shows what the
 * search answered, for every provider alike.
 */
export function ProviderProfileDialog({ provider, opened, onClose }: ProviderProfileDialogProps) {
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
        <Group gap="xs" wrap="wrap">
          <ConnectionAction provider={provider} />
        </Group>
      </Stack>
    </Modal>
  );
}
