import { Text } from '@mantine/core';

/** Stub for merge: the alerts panel is built in the rpm-signup-alerts branch. */
export function RpmAlertsPanel(props: { patientId: number }) {
  return (
    <Text c="dimmed" size="sm" data-patient={props.patientId}>
      Monitoring alerts appear here.
    </Text>
  );
}
