import { Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Alert } from '@clinicall/shared/monitoring/alerts';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { toast } from '../../../components/ui/toast';
import { useAccountZone } from '../../identity';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { usePatientAlerts } from '../api/get-alerts';
import { useAlertLiveUpdates } from '../hooks/use-alert-live-updates';
import { AlertRow } from './alert-row';
import { PatientThresholds } from './patient-thresholds';

/** Cleared alerts shown under the open ones: the recent past, not the whole history. */
const RECENT_CLEARED = 10;

/**
 * Issue 23 point 5: the patient's open and recent alerts on their monitoring tab, acknowledged
 * here, and the thresholds that raise them. Realtime alerts refresh it without a reload.
 */
export function RpmAlertsPanel({ patientId }: { patientId: number }) {
  useAlertLiveUpdates(patientId);
  const zone = useAccountZone();
  const alerts = usePatientAlerts(patientId);
  const acknowledge = useAcknowledgeAlert();
  const open = alerts.data?.filter((a) => a.state === 'OPEN') ?? [];
  const cleared = alerts.data?.filter((a) => a.state === 'CLEARED').slice(0, RECENT_CLEARED) ?? [];
  const onAcknowledge = (alert: Alert) =>
    acknowledge.mutate(alert.id, {
      onError: () => toast.error('The alert could not be acknowledged. Please try again.'),
    });
  const rows = (list: Alert[]) => (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {list.map((alert) => (
        <AlertRow
          key={alert.id}
          alert={alert}
          zone={zone}
          onAcknowledge={onAcknowledge}
          acknowledging={acknowledge.isPending && acknowledge.variables === alert.id}
        />
      ))}
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid={TestId.rpmAlertsPanel}>
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="rpm-alerts-title">
          <Group gap="xs">
            <Title order={3} fz="h4" id="rpm-alerts-title">
              Alerts
            </Title>
            {open.length > 0 && (
              <Badge color="red" aria-label={`${open.length} open`}>
                {open.length}
              </Badge>
            )}
          </Group>
          {alerts.isPending ? (
            <Center py="md">
              <Loader size="sm" aria-label="Loading the alerts" />
            </Center>
          ) : alerts.isError ? (
            <LoadError
              title="We could not load the alerts"
              error={alerts.error}
              onRetry={() => void alerts.refetch()}
            />
          ) : open.length + cleared.length === 0 ? (
            <Text c="dimmed" data-testid={TestId.rpmAlertsEmpty}>
              No alerts for this patient: every reading is within the thresholds.
            </Text>
          ) : (
            <>
              {open.length > 0 ? rows(open) : <Text c="dimmed">No open alerts.</Text>}
              {cleared.length > 0 && (
                <>
                  <Text size="sm" fw={600} c="dimmed" mt="xs">
                    Recently cleared
                  </Text>
                  {rows(cleared)}
                </>
              )}
            </>
          )}
        </Stack>
        <PatientThresholds patientId={patientId} />
      </Stack>
    </Paper>
  );
}
