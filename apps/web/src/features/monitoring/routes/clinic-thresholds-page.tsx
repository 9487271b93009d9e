import { Center, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { useLoggedUser } from '../../identity';
import { useClinicThresholds, useSaveThresholds } from '../api/thresholds';
import { ThresholdsEditor } from '../components/thresholds-editor';

/**
 * Issue 23 point 5 (not in the spec): the clinic admin sets the clinic's default alert thresholds;
 * a patient's own thresholds, set by their providers, stay over them.
 */
export function ClinicThresholdsPage() {
  const loggedUser = useLoggedUser();
  const clinics = (loggedUser.data?.clinicDTOS ?? []).filter((c) => c.allowRemotePatientMonitoring);
  const [chosen, setChosen] = useState<string | null>(null);
  const clinicId = chosen !== null ? Number(chosen) : (clinics[0]?.id ?? null);
  const thresholds = useClinicThresholds(clinicId);
  const save = useSaveThresholds({ clinicId: clinicId ?? 0, patientId: null });

  return (
    <PageFrame title="Monitoring thresholds">
      <Stack gap="md" maw={820} data-testid={TestId.rpmClinicThresholds}>
        <Text size="sm" c="dimmed">
          A measure raises an alert when a patient’s readings stay outside its limits for the
          minutes given, and the alert clears once readings are back inside by the hysteresis.
          Providers may set a patient’s own thresholds over these.
        </Text>
        {clinics.length > 1 && (
          <Select
            label="Clinic"
            data={clinics.map((c) => ({ value: String(c.id), label: c.name }))}
            value={String(clinicId)}
            onChange={setChosen}
            allowDeselect={false}
            maw={360}
          />
        )}
        {loggedUser.isPending || (clinicId !== null && thresholds.isPending) ? (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading the thresholds" />
          </Center>
        ) : clinicId === null ? (
          <Text>{RpmMessages.monitoringOff}</Text>
        ) : thresholds.isError ? (
          <LoadError
            title="We could not load the thresholds"
            error={thresholds.error}
            onRetry={() => void thresholds.refetch()}
          />
        ) : (
          thresholds.data && (
            <ThresholdsEditor
              key={clinicId}
              initial={thresholds.data}
              saving={save.isPending}
              error={save.error}
              onSave={(edited) =>
                save.mutate(edited, { onSuccess: () => toast.success('Thresholds saved') })
              }
            />
          )
        )}
      </Stack>
    </PageFrame>
  );
}
