import {
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Threshold, Thresholds } from '@clinicall/shared/monitoring/alerts';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { patientProfileQuery } from '../../profile';
import { useClinicThresholds, usePatientThresholds, useSaveThresholds } from '../api/thresholds';
import { MeasureLabels, rangeText, sustainText } from './alert-text';
import { ThresholdsEditor } from './thresholds-editor';

const same = (a: Threshold, b: Threshold | undefined) =>
  b !== undefined &&
  a.low === b.low &&
  a.high === b.high &&
  a.sustainMinutes === b.sustainMinutes &&
  a.hysteresis === b.hysteresis;

/** The patient's own rows: only what differs from the clinic, so the rest follows the clinic. */
const overridesOf = (edited: Thresholds, clinic: Thresholds): Thresholds => ({
  noDataHours: edited.noDataHours,
  thresholds: edited.thresholds.filter(
    (t) =>
      !same(
        t,
        clinic.thresholds.find((c) => c.measure === t.measure),
      ),
  ),
});

/** Issue 23: the thresholds in force for the patient, the clinic's beside them, and their editing. */
export function PatientThresholds({ patientId }: { patientId: number }) {
  const profile = useQuery(patientProfileQuery(patientId));
  const clinics = profile.data?.clinicDTOS.filter((c) => c.allowRemotePatientMonitoring) ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const clinicId = chosen ?? clinics[0]?.id ?? null;
  const inForce = usePatientThresholds(patientId, clinicId);
  const clinic = useClinicThresholds(clinicId);
  const save = useSaveThresholds({ clinicId: clinicId ?? 0, patientId });
  const [editing, setEditing] = useState(false);
  if (clinicId === null) return null;
  const failed = inForce.error ?? clinic.error;

  return (
    <Stack gap="sm" component="section" aria-labelledby="rpm-thresholds-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} fz="h4" id="rpm-thresholds-title">
          Alert thresholds
        </Title>
        <Group gap="xs" wrap="wrap">
          {clinics.length > 1 && (
            <Select
              aria-label="Clinic"
              size="xs"
              allowDeselect={false}
              value={String(clinicId)}
              data={clinics.map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(value) => setChosen(value === null ? null : Number(value))}
            />
          )}
          <Button
            size="xs"
            variant="light"
            disabled={!inForce.data || !clinic.data}
            onClick={() => {
              save.reset();
              setEditing(true);
            }}
            data-testid={TestId.rpmThresholdsEdit}
          >
            Edit thresholds
          </Button>
        </Group>
      </Group>
      {failed ? (
        <LoadError
          title="We could not load the thresholds"
          error={failed}
          onRetry={() => {
            void inForce.refetch();
            void clinic.refetch();
          }}
        />
      ) : !inForce.data || !clinic.data ? (
        <Loader size="sm" aria-label="Loading the thresholds" />
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table striped data-testid={TestId.rpmThresholdsTable}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Measure</Table.Th>
                <Table.Th>This patient</Table.Th>
                <Table.Th visibleFrom="sm">Clinic default</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inForce.data.thresholds.map((t) => {
                const base = clinic.data.thresholds.find((c) => c.measure === t.measure);
                const baseText = base
                  ? `${rangeText(base)}, ${sustainText(base.sustainMinutes)}`
                  : 'none';
                return (
                  <Table.Tr key={t.measure}>
                    <Table.Td>{MeasureLabels[t.measure]}</Table.Td>
                    <Table.Td>
                      {rangeText(t)}, {sustainText(t.sustainMinutes)}{' '}
                      {!same(t, base) && (
                        <Badge size="xs" variant="light" color="grape">
                          Own
                        </Badge>
                      )}
                      {/* A phone has no room for the clinic's column: its value goes under. */}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        Clinic: {baseText}
                      </Text>
                    </Table.Td>
                    <Table.Td c="dimmed" visibleFrom="sm">
                      {baseText}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              <Table.Tr>
                <Table.Td>No readings</Table.Td>
                <Table.Td>
                  after {inForce.data.noDataHours} hours
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    Clinic: after {clinic.data.noDataHours} hours
                  </Text>
                </Table.Td>
                <Table.Td c="dimmed" visibleFrom="sm">
                  after {clinic.data.noDataHours} hours
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing && inForce.data !== undefined && clinic.data !== undefined}
        onClose={() => setEditing(false)}
        title="This patient’s alert thresholds"
        size="lg"
      >
        <Stack gap="sm" data-testid={TestId.rpmThresholdsDialog}>
          <Text size="sm" c="dimmed">
            A measure alerts when its readings stay out of range for the minutes given, and clears
            once back inside by the hysteresis. Values equal to the clinic’s follow the clinic.
          </Text>
          {inForce.data && clinic.data && (
            <ThresholdsEditor
              initial={inForce.data}
              defaults={clinic.data}
              saving={save.isPending}
              error={save.error}
              onCancel={() => setEditing(false)}
              onSave={(edited) =>
                save.mutate(overridesOf(edited, clinic.data), {
                  onSuccess: () => setEditing(false),
                })
              }
            />
          )}
        </Stack>
      </Modal>
    </Stack>
  );
}
