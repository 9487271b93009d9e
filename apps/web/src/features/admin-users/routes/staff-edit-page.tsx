import { Alert, Skeleton, Stack } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { useStaffDetail } from '../api/staff-detail';
import { StaffKinds, type StaffKind } from '../api/staff-kinds';
import { StaffForm } from '../components/staff-form';

type Detail = Parameters<typeof StaffForm>[0]['detail'];

function EditStaff({ kind }: { kind: StaffKind }) {
  const [params] = useSearchParams();
  const email = params.get('email');
  const detail = useStaffDetail(kind, email);
  // Set by the add form when the provider was saved and their photo was not (StaffForm).
  const photoError = (useLocation().state as { photoError?: string } | null)?.photoError;
  const title = `Edit ${StaffKinds[kind].one}`;
  if (detail.isError || email === null) {
    return (
      <PageFrame title={title}>
        <LoadError
          title={`The requested ${StaffKinds[kind].one} could not be loaded.`}
          error={detail.error ?? new Error('No e-mail was given.')}
          onRetry={() => void detail.refetch()}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      {photoError && (
        <Alert color="red" variant="light" mb="md" title={M.photoNotSaved} role="alert">
          {photoError}
        </Alert>
      )}
      {detail.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <StaffForm key={String(detail.dataUpdatedAt)} kind={kind} detail={detail.data as Detail} />
      )}
    </PageFrame>
  );
}

function AddStaff({ kind }: { kind: StaffKind }) {
  return (
    <PageFrame title={`Add ${StaffKinds[kind].one}`}>
      <StaffForm kind={kind} />
    </PageFrame>
  );
}

/** B61, B67, B72 (I14): the add screens. */
export const AddProviderPage = () => <AddStaff kind="provider" />;
export const AddAssistantPage = () => <AddStaff kind="assistant" />;
export const AddClinicAdminPage = () => <AddStaff kind="clinicAdmin" />;
/** B62, B69, B73: the edit screens (`?email`). */
export const EditProviderPage = () => <EditStaff kind="provider" />;
export const EditAssistantPage = () => <EditStaff kind="assistant" />;
export const EditClinicAdminPage = () => <EditStaff kind="clinicAdmin" />;
