import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { ProviderListItem } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { PhotoAvatar } from './photo-avatar';

/** Long names and clinic names wrap anywhere rather than push a phone's screen sideways. */
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/**
 * F103, F104: who a provider is: photo, name, the "Payer Preferred" mark, practice and clinic. The
 * provider network's rows and the referral search's (F95) show it alike.
 */
export function ProviderIdentity({ provider }: { provider: ProviderListItem }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 240px' }}>
      <PhotoAvatar path={provider.imagePath} name={provider.name} color="initials" radius="xl" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} style={wrapAnywhere}>
            {provider.name}
          </Text>
          {provider.preferred && (
            <Badge
              size="sm"
              variant="light"
              color="yellow"
              leftSection={<IconStarFilled size={10} aria-hidden />}
              data-testid={TestId.networkPreferred}
            >
              Payer Preferred
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={wrapAnywhere}>
          {provider.practice ?? 'Practice not given'}
        </Text>
        <Text size="sm" c="dimmed" style={wrapAnywhere}>
          {provider.clinic}
        </Text>
      </Stack>
    </Group>
  );
}
