import { Text } from '@mantine/core';

/** Stub for merge: the sign-up form (G21–G31) is built in the rpm-signup-alerts branch. */
export function RpmSignupForm(props: { partner: string; patientId: number; onSent: () => void }) {
  return (
    <Text c="dimmed" data-partner={props.partner} data-patient={props.patientId}>
      The sign-up form appears here.
    </Text>
  );
}
