import { Badge } from '@mantine/core';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { TestId } from '@clinicall/shared/test-ids';

/** D4: the notice that the patient has joined the room (providers' lists). */
export function PatientJoinedNotice({ encounter }: { encounter: Encounter }) {
  if (!encounter.room?.patientJoined) return null;
  return (
    <Badge color="teal" variant="filled" data-testid={TestId.appointmentPatientJoined}>
      Patient joined
    </Badge>
  );
}

/** D15: the room presence light, online or offline. */
export function PresenceLight({ online }: { online: boolean }) {
  return (
    <Badge
      data-testid={TestId.appointmentPresence}
      data-online={online}
      variant="dot"
      color={online ? 'green' : 'gray'}
    >
      {online ? 'Patient online' : 'Patient offline'}
    </Badge>
  );
}
