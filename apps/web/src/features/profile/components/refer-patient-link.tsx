import { Button, Group } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { useLoggedUser } from '../../identity';

/**
 * F97, F102: the way from a patient's profile to the network's search with the patient in context.
 * Offered only through a clinic the provider and patient share that has the network on: the clinic
 * through which the server lets the provider refer them (a referral's receiver, reading the
 * profile through a grant, shares none and is not offered it).
 */
export function ReferPatientLink({
  patientId,
  patientClinicIds,
}: {
  patientId: number;
  patientClinicIds: number[];
}) {
  const clinics = useLoggedUser().data?.clinicDTOS ?? [];
  const canRefer = clinics.some(
    (clinic) => clinic.providerNetworkEnabled && patientClinicIds.includes(clinic.id),
  );
  if (!canRefer) return null;
  return (
    <Group justify="flex-end">
      <Button
        component={Link}
        to={pathTo.providerNetworkFind(patientId)}
        variant="default"
        leftSection={<IconArrowForwardUp size={18} aria-hidden />}
        data-testid={TestId.profileReferPatient}
      >
        Refer to a provider
      </Button>
    </Group>
  );
}
