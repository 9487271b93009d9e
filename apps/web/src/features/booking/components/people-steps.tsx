import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isoToBirthDate } from '@clinicall/shared/people/birth-date';
import { SchedulingMessages as M } from '@clinicall/shared/scheduling/messages';
import { AppointmentPageSize } from '@clinicall/shared/scheduling/constants';
import { TestId } from '@clinicall/shared/test-ids';
import { useBookableProviders, useSchedulablePatients } from '../api/get-people';
import type { ChosenPerson } from '../booking-draft';
import { PersonPicker } from './person-picker';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

function useProviderOptions(search: string, page: number) {
  const query = useBookableProviders(search, page);
  const data = query.data && {
    totalElements: query.data.totalElements,
    content: query.data.content.map((p) => ({
      id: p.id,
      email: p.email,
      name: fullName(p),
      detail: p.primarySpecialty,
      photo: p.imagePath,
    })),
  };
  return { ...query, data };
}

function usePatientOptions(search: string, page: number) {
  const query = useSchedulablePatients(search, page);
  const data = query.data && {
    totalElements: query.data.totalElements,
    content: query.data.content.map((p) => ({
      id: p.id,
      email: p.email,
      name: fullName(p),
      detail:
        p.dateOfBirth === null ? p.email : `Born ${isoToBirthDate(p.dateOfBirth)} · ${p.email}`,
    })),
  };
  return { ...query, data };
}

interface PeopleStepProps {
  chosen: ChosenPerson | null;
  onChoose: (person: ChosenPerson) => void;
}

/** C55, C56: the patient picks a provider, under the emergency notice. */
export function ProviderStep(props: PeopleStepProps) {
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        data-testid={TestId.bookingEmergency}
      >
        {M.emergencyNotice}
      </Alert>
      <PersonPicker
        label="providers"
        pageSize={AppointmentPageSize.providerPickList}
        usePage={useProviderOptions}
        emptyText="No provider of your clinics takes bookings at the moment."
        {...props}
      />
    </Stack>
  );
}

/** C48: the provider picks one of their clinics' patients. */
export function PatientStep(props: PeopleStepProps) {
  return (
    <PersonPicker
      label="patients"
      pageSize={AppointmentPageSize.patientPickList}
      usePage={usePatientOptions}
      emptyText="Your clinics have no patients yet."
      {...props}
    />
  );
}
