import { Group, Radio, Stack, Text } from '@mantine/core';
import type { AssistedProvider } from '@clinicall/shared/identity';
import { TestId } from '@clinicall/shared/test-ids';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';

/** One selectable provider; the cards form a radio group, so arrow keys move the choice. */
export function ProviderCard({ provider }: { provider: AssistedProvider }) {
  const name = `${provider.firstName} ${provider.lastName}`;
  return (
    <Radio.Card
      value={String(provider.id)}
      radius="md"
      p="md"
      data-testid={TestId.assistProviderCard}
    >
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator mt={4} />
        <PhotoAvatar path={provider.imagePath} name={name} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>Dr. {name}</Text>
          {provider.primarySpecialty !== null && (
            <Text size="sm" c="dimmed">
              {provider.primarySpecialty}
            </Text>
          )}
          <Text size="sm" c="dimmed" truncate>
            {provider.email}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
