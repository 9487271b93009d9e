import { Badge, Button, Flex, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { EncounterTypeLabel } from '@clinicall/shared/scheduling/types';
import { TestId } from '@clinicall/shared/test-ids';
import { formatAppointmentDate, formatTimeRange } from '../../../lib/zoned-time';
import { rowActions, type RowAction } from '../appointment-actions';
import { roomMinutes } from '../countdown';
import { useNow } from '../hooks/use-now';
import type { ViewerContext } from '../hooks/use-viewer';
import { canJoin, roomWindowOpen } from '../room-entry';
import { CountdownBadge } from './countdown-badge';
import { PatientJoinedNotice, PresenceLight } from './room-status';
import { TypeIcon } from './type-icon';

interface AppointmentRowProps {
  encounter: Encounter;
  viewer: ViewerContext;
  /** Past lists show durations and no buttons (C87, C89). */
  past?: boolean;
  onView: (encounter: Encounter) => void;
  onAction: (encounter: Encounter, action: RowAction) => void;
  /** D8–D11: Start/Join the visit. */
  onJoin?: (encounter: Encounter) => void;
  /** D16: Send Message to the room. */
  onRoomMessage?: (encounter: Encounter) => void;
}

const actionLook: Record<RowAction, { label: string; color: string; testId: TestId }> = {
  ACCEPTED: { label: 'Accept', color: 'teal', testId: TestId.appointmentAccept },
  DECLINED: { label: 'Decline', color: 'red', testId: TestId.appointmentDecline },
  CANCELLED: { label: 'Cancel', color: 'red', testId: TestId.appointmentCancel },
};

const ongoing = new Set(['ACCEPTED', 'STARTED', 'PROVIDER_STARTED', 'PATIENT_STARTED']);

/** The other party: a patient sees the provider (and specialty), a provider the patient. */
function counterpart(encounter: Encounter, side: ViewerContext['side']) {
  const person = side === 'patient' ? encounter.provider : encounter.patient;
  const specialty = side === 'patient' ? encounter.provider.primarySpecialty : null;
  return { name: `${person.firstName} ${person.lastName}`, specialty };
}

/** C88–C90: one appointment with its icon, date, time range, countdown and buttons. */
export function AppointmentRow(props: AppointmentRowProps) {
  const { encounter, viewer, past, onView, onAction } = props;
  const now = useNow(10_000);
  const standing = viewer.viewerIn(encounter.clinicId);
  const actions = past ? [] : rowActions(encounter, standing, now);
  const joinable = !past && canJoin(encounter, viewer.side, now);
  const showLight =
    !past &&
    viewer.side === 'provider' &&
    standing.patientInRoomLight === true &&
    encounter.type !== 'MESSAGE' &&
    roomWindowOpen(encounter, now);
  const { name, specialty } = counterpart(encounter, viewer.side);
  // Issue 21: a family head's lists mix in the visits of the family members they book for.
  const familyMember =
    viewer.side === 'patient' && encounter.patient.id !== viewer.userId
      ? `${encounter.patient.firstName} ${encounter.patient.lastName}`
      : null;
  const minutes =
    past && encounter.type === 'VIDEO'
      ? roomMinutes(encounter.roomStartTime, encounter.roomEndTime)
      : null;
  const typeLabel =
    encounter.videoTypeName === null
      ? EncounterTypeLabel[encounter.type]
      : `${EncounterTypeLabel[encounter.type]} · ${encounter.videoTypeName}`;

  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid={TestId.appointmentRow}>
      {/* Wrapping is for the row only: a wrapping column sizes its line to the widest child, so a
          long subtitle would push the card past a phone's screen instead of wrapping. */}
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        wrap={{ base: 'nowrap', sm: 'wrap' }}
        gap="md"
        align={{ base: 'stretch', sm: 'center' }}
      >
        {/* In a row the name keeps room for itself: with a countdown and a presence light the other
            groups would squeeze it to nothing, so they move to the next line instead. In the phone's
            column the same basis would be a 14rem height, so there it takes its own size. */}
        <Group wrap="nowrap" gap="md" flex={{ base: 'none', sm: '1 1 14rem' }} miw={0}>
          <TypeIcon type={encounter.type} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap" miw={0}>
              <Text fw={600} truncate="end">
                {name}
              </Text>
              {/* G4: the patient is under remote monitoring at this appointment's clinic. */}
              {viewer.side === 'provider' && encounter.patient.isActiveRPM && (
                <Tooltip label="Under remote patient monitoring">
                  <Badge
                    size="sm"
                    variant="filled"
                    color="teal"
                    style={{ flexShrink: 0 }}
                    aria-label="Under remote patient monitoring"
                    data-testid={TestId.rpmPatientMark}
                  >
                    RPM
                  </Badge>
                </Tooltip>
              )}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {specialty === null ? typeLabel : `${typeLabel} · ${specialty}`}
            </Text>
            {familyMember !== null && (
              <Text size="sm" fw={500} c="grape.8" data-testid={TestId.appointmentFamilyMember}>
                For {familyMember} (family member)
              </Text>
            )}
            <Text size="sm" data-testid={TestId.appointmentDate}>
              {formatAppointmentDate(encounter.startTime, viewer.zone)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap" justify="flex-start">
          {encounter.type !== 'MESSAGE' && (
            <Text size="sm" fw={500} data-testid={TestId.appointmentTimeRange}>
              {formatTimeRange(encounter.startTime, encounter.endTime, viewer.zone)}
            </Text>
          )}
          {!ongoing.has(encounter.status) && encounter.status !== 'FINISHED' && (
            <Badge variant="outline" color="gray">
              {encounter.status.toLowerCase()}
            </Badge>
          )}
          {!past && ongoing.has(encounter.status) && encounter.type !== 'MESSAGE' && (
            <CountdownBadge startTime={encounter.startTime} />
          )}
          {viewer.side === 'provider' && !past && <PatientJoinedNotice encounter={encounter} />}
          {showLight && <PresenceLight online={encounter.room?.patientJoined ?? false} />}
          {minutes !== null && (
            <Badge variant="light" color="gray" data-testid={TestId.appointmentDuration}>
              {minutes} min
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => onView(encounter)}
            data-testid={TestId.appointmentView}
          >
            view encounter
          </Button>
          {joinable && props.onJoin && (
            <Button
              size="xs"
              color="teal"
              onClick={() => props.onJoin?.(encounter)}
              data-testid={TestId.appointmentJoin}
            >
              Join
            </Button>
          )}
          {joinable && props.onRoomMessage && (
            <Button
              size="xs"
              variant="light"
              onClick={() => props.onRoomMessage?.(encounter)}
              data-testid={TestId.appointmentSendMessage}
            >
              Send Message
            </Button>
          )}
          {actions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'ACCEPTED' ? 'filled' : 'light'}
              color={actionLook[action].color}
              onClick={() => onAction(encounter, action)}
              data-testid={actionLook[action].testId}
            >
              {actionLook[action].label}
            </Button>
          ))}
        </Group>
      </Flex>
    </Paper>
  );
}
