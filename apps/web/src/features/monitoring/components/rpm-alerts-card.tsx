import { Badge, Card, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconHeartRateMonitor } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/zoned-time';
import { useAccountZone, useLoggedUser } from '../../identity';
import { useDashboardAlerts } from '../api/get-alerts';
import { useAlertLiveUpdates } from '../hooks/use-alert-live-updates';
import { alertMeasureLabel, alertRuleText, withUnit } from './alert-text';

/** The newest open alerts the card lists; the rest are counted. */
const SHOWN = 6;

/** The patient's monitoring tab, where the alert is acknowledged. */
const monitoringTab = (patientId: number) => `${pathTo.patientFullProfile(patientId)}?tab=rpm`;

/**
 * Issue 23 point 5: the provider's open monitoring alerts on the dashboard, kept current over the
 * realtime channel. Absent when none of the provider's clinics has remote monitoring on.
 */
export function RpmAlertsCard() {
  const clinics = useLoggedUser().data?.clinicDTOS ?? [];
  const monitoring = clinics.some((c) => c.allowRemotePatientMonitoring);
  if (!monitoring) return null;
  return <AlertsCard />;
}

function AlertsCard() {
  useAlertLiveUpdates();
  const zone = useAccountZone();
  const alerts = useDashboardAlerts(true);
  const open = alerts.data ?? [];
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="rpm-alerts-card-title"
      data-testid={TestId.rpmAlertsCard}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconHeartRateMonitor size={20} aria-hidden />
          <Title order={2} fz="h4" id="rpm-alerts-card-title">
            Monitoring alerts
          </Title>
        </Group>
        {alerts.data && (
          <Badge color={open.length > 0 ? 'red.8' : 'gray'} aria-label={`${open.length} open`}>
            {open.length}
          </Badge>
        )}
      </Group>
      {alerts.isPending && <Loader size="sm" aria-label="Loading monitoring alerts" />}
      {alerts.isError && (
        <LoadError
          title="Monitoring alerts"
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
        />
      )}
      {alerts.data && open.length === 0 && (
        <Text size="sm" c="dimmed">
          No open alerts: your monitored patients’ readings are within their thresholds.
        </Text>
      )}
      <Stack gap="xs">
        {open.slice(0, SHOWN).map((alert) => (
          <UnstyledButton
            key={alert.id}
            component={Link}
            to={monitoringTab(alert.patientId)}
            data-testid={TestId.rpmAlertsCardRow}
          >
            <Stack gap={0}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} truncate>
                  {alert.patientName}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(alert.openedAt, zone)}
                </Text>
              </Group>
              <Text size="sm" c="red.8">
                {alertMeasureLabel(alert)}
                {alert.value !== null && alert.measure !== 'any'
                  ? `: ${withUnit(alert.measure, alert.value)}`
                  : ''}{' '}
                · {alertRuleText(alert)}
                {alert.acknowledgedAt !== null ? ' · acknowledged' : ''}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </Stack>
      {open.length > SHOWN && (
        <Text size="sm" c="dimmed" mt="xs">
          and {open.length - SHOWN} more open
        </Text>
      )}
    </Card>
  );
}
