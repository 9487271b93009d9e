import { Alert } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';
import { useReferPatientName } from '../../referrals';

/** F102, F103: says whom the search is for while a patient is in context. */
export function ReferContext({ patientId }: { patientId: number }) {
  const name = useReferPatientName(patientId, true);
  return (
    <Alert
      variant="light"
      icon={<IconArrowForwardUp aria-hidden />}
      data-testid={TestId.networkReferContext}
    >
      {`Referring ${name.data ?? 'a patient'}: choose the provider and press "Refer Patient".`}
    </Alert>
  );
}
