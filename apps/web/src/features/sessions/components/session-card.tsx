import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconWorld,
} from '@tabler/icons-react';
import type { SessionInfo } from '@clinicall/shared/sessions';
import { TestId } from '@clinicall/shared/test-ids';
import { formatSince } from '../../../lib/date-format';
import { formatDateTime } from '../../../lib/zoned-time';
import { describeDevice, type DeviceKind } from './device-label';
import { useAccountZone } from '../../identity';

const icons: Record<DeviceKind, typeof IconWorld> = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  unknown: IconWorld,
};

interface SessionCardProps {
  session: SessionInfo;
  onEnd: (session: SessionInfo) => void;
  ending: boolean;
}

/** One live session: browser and device, address, when it signed in and was last active. */
export function SessionCard({ session, onEnd, ending }: SessionCardProps) {
  const zone = useAccountZone();
  const device = describeDevice(session.userAgent);
  const Icon = icons[device.kind];
  const acting = session.actingAssistant;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid={TestId.sessionItem}>
      {/* On a phone the button moves below the details instead of squeezing them. */}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md" style={{ flex: '1 1 18rem' }}>
          <ThemeIcon variant="light" size={40} radius="md">
            <Icon size={22} aria-hidden />
          </ThemeIcon>
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Text fw={600}>{device.label}</Text>
              {session.current && (
                <Badge variant="light" data-testid={TestId.sessionCurrent}>
                  This device
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Address {session.ip ?? 'unknown'}
            </Text>
            <Text size="sm" c="dimmed">
              Signed in {formatDateTime(session.createdAt, zone)} · Last active{' '}
              {formatSince(session.lastSeenAt)}
            </Text>
            {acting !== null && (
              <Text size="sm">
                Assistant {acting.firstName} {acting.lastName} acts for you in this session.
              </Text>
            )}
          </Stack>
        </Group>
        {!session.current && (
          <Button
            variant="default"
            size="xs"
            ml="auto"
            onClick={() => onEnd(session)}
            loading={ending}
            aria-label={`Sign out ${device.label}`}
            data-testid={TestId.sessionEnd}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}
