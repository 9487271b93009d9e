import { Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { displayPhone, storedPhone } from '@clinicall/shared/people/phone';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { TestId } from '@clinicall/shared/test-ids';
import { patientProfileQuery } from '../../profile';

/** How to reach the patient: their phone number on file, or their e-mail when there is none. */
function PatientContact({ encounter }: { encounter: Encounter }) {
  const { patient } = encounter;
  const name = `${patient.firstName} ${patient.lastName}`;
  const profile = useQuery(patientProfileQuery(patient.id));
  const email = (
    <Anchor href={`mailto:${patient.email}`} inherit>
      {patient.email}
    </Anchor>
  );
  if (profile.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text c="dimmed">Looking up {name}’s phone number…</Text>
      </Group>
    );
  }
  const phone = profile.data ? displayPhone(profile.data.telephoneNumber) : null;
  if (phone === null) {
    return (
      <Text>
        {profile.isError
          ? `${name}’s phone number could not be loaded. `
          : `${name} has no phone number on file. `}
        Reach them by e-mail at {email}.
      </Text>
    );
  }
  return (
    <Text>
      Call {name} now at{' '}
      <Anchor href={`tel:+1${storedPhone(profile.data?.telephoneNumber)}`} fw={600} inherit>
        {phone}
      </Anchor>
      .
    </Text>
  );
}

/**
 * D11 (issue 21 defect 7): Join on a phone call opens no room, so it says what happened and what
 * comes next: the visit is marked started and the provider phones the patient.
 */
export function PhoneCallDialog(props: { encounter: Encounter | null; onClose: () => void }) {
  const { encounter, onClose } = props;
  return (
    <Modal opened={encounter !== null} onClose={onClose} title="Phone call started" centered>
      {encounter && (
        <Stack data-testid={TestId.phoneCallStartedDialog}>
          <PatientContact encounter={encounter} />
          <Text size="sm" c="dimmed">
            The appointment is marked as started. Clinicall does not place phone calls: use your own
            phone.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>OK</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
