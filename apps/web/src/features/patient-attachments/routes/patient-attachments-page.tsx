import { Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { Role } from '@clinicall/shared/roles';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { useCurrentAccount, useLoggedUser } from '../../identity';
import { PatientAttachmentsTab } from '../components/patient-attachments-tab';

/**
 * The Attachments tab on a page of its own (`/patients/:id/attachments`) until the patient profile
 * holds it as a tab. The clinic is the first of the viewer's that keeps attachments.
 */
export function PatientAttachmentsPage() {
  const patientId = Number(useParams().id);
  const account = useCurrentAccount();
  const user = useLoggedUser();
  const viewer = account.roles.includes(Role.provider) ? 'provider' : 'patient';

  let body;
  if (user.isPending) body = <Skeleton height={120} radius="sm" />;
  else if (user.isError) {
    body = (
      <LoadError
        title="Something went wrong"
        error={user.error}
        onRetry={() => void user.refetch()}
      />
    );
  } else {
    const clinics = user.data.clinicDTOS;
    const clinic = clinics.find((c) => c.allowPatientAttachment) ?? clinics[0] ?? null;
    body = <PatientAttachmentsTab patientId={patientId} viewer={viewer} clinic={clinic} />;
  }
  return <PageFrame title="Attachments">{body}</PageFrame>;
}
