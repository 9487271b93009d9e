import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { EncounterTypeLabel } from '@clinicall/shared/scheduling/types';
import { TestId } from '@clinicall/shared/test-ids';
import { formatAppointmentDate, formatTimeRange } from '../../../lib/zoned-time';

interface EncounterSummaryDialogProps {
  encounter: Encounter | null;
  zone: string;
  onClose: () => void;
}

function Line({ label, value }: { label: string; value: string | null }) {
  if (value === null || value === '') return null;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The written summary loads with the dialog's first opening, not with the lists. */
const EncounterNotes = lazy(async () => ({
  default: (await import('../../notes')).EncounterNotes,
}));

const person = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** C88: "view encounter" opens what is known of the appointment. */
export function EncounterSummaryDialog({ encounter, zone, onClose }: EncounterSummaryDialogProps) {
  return (
    <Modal
      opened={encounter !== null}
      onClose={onClose}
      title="Encounter summary"
      centered
      data-testid={TestId.encounterSummaryDialog}
    >
      {encounter !== null && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{EncounterTypeLabel[encounter.type]}</Badge>
            <Badge variant="outline" color="gray">
              {encounter.status.toLowerCase()}
            </Badge>
          </Group>
          <Line label="Date" value={formatAppointmentDate(encounter.startTime, zone)} />
          {encounter.type !== 'MESSAGE' && (
            <Line
              label="Time"
              value={formatTimeRange(encounter.startTime, encounter.endTime, zone)}
            />
          )}
          <Line label="Provider" value={person(encounter.provider)} />
          <Line label="Patient" value={person(encounter.patient)} />
          <Line
            label="Condition"
            value={encounter.patientEncounterSymptom?.preCondition.description ?? null}
          />
          <Line label="Reason for visit" value={encounter.whatIsWrong} />
          <Line label="Message" value={encounter.message?.messageBody ?? null} />
          <Line label="Cancel reason" value={encounter.cancelReason} />
          <Suspense fallback={null}>
            <EncounterNotes encounterId={encounter.id} />
          </Suspense>
        </Stack>
      )}
    </Modal>
  );
}
