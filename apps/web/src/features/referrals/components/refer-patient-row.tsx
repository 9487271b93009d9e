import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { ageOn, isoToBirthDate } from '@clinicall/shared/people/birth-date';
import { TestId } from '@clinicall/shared/test-ids';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';

export interface ReferPatient {
  id: number;
  name: string;
  email: string;
  gender: string | null;
  dateOfBirth: string | null;
}

const capitalized = (text: string | null) =>
  text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Gender not given';

/** F96, F5: one patient who may be referred; in this referral mode the row offers "Select Patient". */
export function ReferPatientRow({
  patient,
  today,
  onSelect,
}: {
  patient: ReferPatient;
  /** Today in the account's time zone, from which ages count. */
  today: string;
  onSelect: (patient: ReferPatient) => void;
}) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid={TestId.referPatientRow}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <PhotoAvatar path={null} name={patient.name} color="initials" radius="xl" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {patient.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {patient.email}
            </Text>
            <Text size="sm" c="dimmed">
              {capitalized(patient.gender)}
              {' · '}
              {patient.dateOfBirth
                ? `${ageOn(patient.dateOfBirth, today)} years · DOB ${isoToBirthDate(patient.dateOfBirth)}`
                : 'Date of birth not given'}
            </Text>
          </Stack>
        </Group>
        <Button
          size="xs"
          leftSection={<IconUserCheck size={16} aria-hidden />}
          onClick={() => onSelect(patient)}
          aria-label={`Select Patient ${patient.name}`}
          data-testid={TestId.referSelectPatient}
        >
          Select Patient
        </Button>
      </Group>
    </Card>
  );
}
