import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ageOn, isoToBirthDate } from '@clinicall/shared/people/birth-date';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import type { RosterPatient } from '@clinicall/shared/people/roster';
import { pathTo } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { formatDisplayDate, viewerZone } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { todayIso } from '../roster-dates';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';

const capitalized = (text: string | null) =>
  text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Not given';

/** F2: one patient of the roster; F4: a family member sends the provider to its primary account. */
export function RosterRow({ patient }: { patient: RosterPatient }) {
  const navigate = useNavigate();
  const zone = viewerZone(useCurrentAccount().timeZone);
  const name = `${patient.firstName} ${patient.lastName}`;
  const profilePath = pathTo.patientFullProfile(patient.id);
  const openFamilyMember = () =>
    confirmAction({
      title: 'Family member',
      message: PeopleMessages.familyMemberRedirect,
      confirmLabel: 'Accept',
      onConfirm: () => {
        if (patient.headPatientId !== null)
          void navigate(pathTo.patientFullProfile(patient.headPatientId));
      },
    });
  return (
    <Card withBorder padding="sm" radius="md" data-testid={TestId.rosterRow}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <PhotoAvatar path={patient.imagePath} name={name} color="initials" radius="xl" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} truncate>
                {name}
              </Text>
              {patient.isFamilyMember && (
                <Badge size="sm" variant="light" color="grape">
                  Family member
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {capitalized(patient.gender)}
              {' · '}
              {patient.dateOfBirth
                ? `${ageOn(patient.dateOfBirth, todayIso())} years · DOB ${isoToBirthDate(patient.dateOfBirth)}`
                : 'Date of birth not given'}
            </Text>
            <Text size="sm" c="dimmed">
              {patient.lastAppointmentDate
                ? `Last appointment ${formatDisplayDate(patient.lastAppointmentDate, zone)}`
                : PeopleMessages.noAppointmentYet}
            </Text>
          </Stack>
        </Group>
        {patient.isFamilyMember ? (
          <Button variant="light" onClick={openFamilyMember} data-testid={TestId.rosterViewProfile}>
            View profile
          </Button>
        ) : (
          <Anchor component={Link} to={profilePath} data-testid={TestId.rosterViewProfile}>
            View profile
          </Anchor>
        )}
      </Group>
    </Card>
  );
}
