import { Anchor, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';
import { browserZone, viewerZone, zoneLabel } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { TimeZoneDialog } from './time-zone-dialog';

/**
 * "Times in Central Time (Chicago)" on every signed-in screen whose computer runs on another
 * clock, so nobody reads a Chicago time as a Berlin one. The user may change the zone from here;
 * an assistant acting for a provider sees the provider's zone and cannot.
 */
export function ZoneNote() {
  const account = useCurrentAccount();
  const [opened, dialog] = useDisclosure(false);
  const zone = viewerZone(account.timeZone);
  if (zone === browserZone()) return null;
  return (
    <Group gap={6} justify="flex-end" mb="xs" wrap="nowrap" data-testid={TestId.zoneNote}>
      <IconClock size={14} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text size="xs" c="dimmed">
        Times in {zoneLabel(zone)}
      </Text>
      {account.actingAssistant === null && (
        <>
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={dialog.open}
            data-testid={TestId.zoneChangeOpen}
          >
            Change
          </Anchor>
          <TimeZoneDialog opened={opened} onClose={dialog.close} />
        </>
      )}
    </Group>
  );
}
