import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Alert } from '@clinicall/shared/monitoring/alerts';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDateTime } from '../../../lib/zoned-time';
import { alertMeasureLabel, alertRuleText, withUnit } from './alert-text';

interface AlertRowProps {
  alert: Alert;
  zone: string;
  onAcknowledge: (alert: Alert) => void;
  acknowledging: boolean;
}

/** One alert: the measure, the reading that opened it, since when, the rule, and who saw it. */
export function AlertRow({ alert, zone, onAcknowledge, acknowledging }: AlertRowProps) {
  const open = alert.state === 'OPEN';
  const value =
    alert.value === null || alert.measure === 'any' ? null : withUnit(alert.measure, alert.value);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      data-testid={TestId.rpmAlertRow}
      data-state={alert.state}
      style={open ? { borderLeft: '4px solid var(--mantine-color-red-6)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{alertMeasureLabel(alert)}</Text>
            <Badge size="sm" variant={open ? 'filled' : 'light'} color={open ? 'red' : 'gray'}>
              {open ? 'Open' : 'Cleared'}
            </Badge>
          </Group>
          <Text size="sm">
            {value === null ? alertRuleText(alert) : `${value} · ${alertRuleText(alert)}`}
          </Text>
          <Text size="sm" c="dimmed">
            {open
              ? `Since ${formatDateTime(alert.openedAt, zone)}`
              : `${formatDateTime(alert.openedAt, zone)} – ${formatDateTime(alert.clearedAt ?? alert.openedAt, zone)}`}
          </Text>
          {alert.acknowledgedAt !== null && (
            <Text size="sm" c="dimmed" data-testid={TestId.rpmAlertAcknowledged}>
              Acknowledged by {alert.acknowledgedBy ?? 'a former user'} on{' '}
              {formatDateTime(alert.acknowledgedAt, zone)}
            </Text>
          )}
        </Stack>
        {open && alert.acknowledgedAt === null && (
          <Button
            size="xs"
            variant="light"
            onClick={() => onAcknowledge(alert)}
            loading={acknowledging}
            data-testid={TestId.rpmAlertAcknowledge}
          >
            Acknowledge
          </Button>
        )}
      </Group>
    </Paper>
  );
}
